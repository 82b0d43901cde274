import { assign, setup } from 'xstate';
import { messages } from '../api/contracts/messages';
import type { BasketConfirmRequest, BasketItem, Choice, ConfirmResult, DeliveryMethod, TradeWay } from '../api/contracts/trade';

/** What anonymous scanning depends on (spec sections 5 and 6), from the member's user info and wallet. */
export interface BasketMember {
  levelId: number;
  goldCoin: number;
  dealTimes: number;
}

export interface BasketContext {
  member: BasketMember;
  items: BasketItem[];
  /** Selected basket item ids, in the order of `items`. */
  selected: number[];
  /** What is typed in each row's quantity field, by basket item id. */
  quantities: Record<number, string>;
  tradeWay: TradeWay | null;
  deliveryMethod: DeliveryMethod | null;
  anonymous: boolean;
  message: string;
  /** Why the last action was refused (a rule of spec section 5, or the server's message). */
  error: string | null;
  /** Why the anonymous box stays unticked. */
  warning: string | null;
  /** What the last action did ('basket cleared', 'selected deleted', 'scan succeeded'). */
  notice: string | null;
  result: ConfirmResult | null;
}

export type BasketEvent =
  | { type: 'OPEN' }
  | { type: 'ITEMS.LOADED'; items: BasketItem[] }
  | { type: 'ITEMS.FAILED'; message: string }
  | { type: 'REFRESH' }
  | { type: 'TOGGLE'; id: number }
  | { type: 'TOGGLE_ALL' }
  | { type: 'QUANTITY.CHANGED'; id: number; value: string }
  | { type: 'PAYMENT.CHOSEN'; tradeWay: TradeWay }
  | { type: 'DELIVERY.CHOSEN'; deliveryMethod: DeliveryMethod }
  | { type: 'ANONYMOUS.TOGGLED' }
  | { type: 'MESSAGE.CHANGED'; value: string }
  | { type: 'DELETE_SELECTED' }
  | { type: 'DELETE.SUCCEEDED'; items: BasketItem[] }
  | { type: 'DELETE.FAILED'; message: string }
  | { type: 'CLEAR' }
  | { type: 'CLEAR.SUCCEEDED' }
  | { type: 'CLEAR.FAILED'; message: string }
  | { type: 'SUBMIT' }
  | { type: 'SUBMIT.SUCCEEDED'; result: ConfirmResult }
  | { type: 'SUBMIT.FAILED'; message: string }
  | { type: 'CLOSE' };

/** The choices every list offers, in the order of the first. No lists: nothing is offered. */
function intersect<C extends string>(lists: ReadonlyArray<ReadonlyArray<Choice<C>>>): Array<Choice<C>> {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((choice) => rest.every((list) => list.some((other) => other.code === choice.code)));
}

const selectedRows = (items: readonly BasketItem[], selectedIds: readonly number[]) => items.filter((item) => selectedIds.includes(item.id));

/** Spec section 5: the payment ways every selected row's publisher supports. */
export const offeredTradeWays = (items: readonly BasketItem[], selectedIds: readonly number[]): Array<Choice<TradeWay>> =>
  intersect(selectedRows(items, selectedIds).map((item) => item.tradeWays));

/** Spec section 5: the delivery ways every selected row's publisher supports. */
export const offeredDeliveryMethods = (items: readonly BasketItem[], selectedIds: readonly number[]): Array<Choice<DeliveryMethod>> =>
  intersect(selectedRows(items, selectedIds).map((item) => item.deliveryMethods));

/** Spec sections 5 and 6: anonymous scanning needs VIP level 3+, 1000 gold beans and 20 deals; the first one missing. */
export function anonymousProblem(member: BasketMember): string | null {
  if (member.levelId < 3) return messages.vipOnly;
  if (member.goldCoin < 1000) return messages.beansUnder1000;
  if (member.dealTimes < 20) return messages.dealsUnder20;
  return null;
}

const typedQuantity = (c: BasketContext, id: number) => (c.quantities[id] ?? '').trim();

/** The first rule of spec section 5 a submission breaks, or null when it may be sent. */
export function submitProblem(c: BasketContext): string | null {
  const rows = selectedRows(c.items, c.selected);
  if (rows.length === 0) return messages.chooseItems;
  if (rows.some((row) => !/^\d+$/.test(typedQuantity(c, row.id)) || Number(typedQuantity(c, row.id)) < 1)) return messages.enterConfirmQuantity;
  if (rows.some((row) => Number(typedQuantity(c, row.id)) > row.lastNum)) return messages.confirmQuantityInsufficient;
  if (c.tradeWay === null || !offeredTradeWays(c.items, c.selected).some((w) => w.code === c.tradeWay)) return messages.choosePaymentWay;
  if (c.deliveryMethod === null || !offeredDeliveryMethods(c.items, c.selected).some((d) => d.code === c.deliveryMethod)) {
    return messages.chooseDeliveryMethod;
  }
  if (c.anonymous) return anonymousProblem(c.member);
  return null;
}

/** The body of POST /api/user/basket/confirm for the selected rows; only meaningful once `submitProblem` is null. */
export function confirmPayload(c: BasketContext): BasketConfirmRequest {
  return {
    confirmMessage: c.message.trim(),
    deliveryMethod: c.deliveryMethod!,
    tradeWay: c.tradeWay!,
    anonymous: c.anonymous,
    basketConfirmInfos: selectedRows(c.items, c.selected).map((item) => ({
      id: item.id,
      quantity: Number(typedQuantity(c, item.id)),
      lastNum: item.lastNum,
      price: item.price,
    })),
  };
}

const initialContext = (member: BasketMember): BasketContext => ({
  member,
  items: [],
  selected: [],
  quantities: {},
  tradeWay: null,
  deliveryMethod: null,
  anonymous: false,
  message: '',
  error: null,
  warning: null,
  notice: null,
  result: null,
});

/** A new selection (kept in row order): a way the selected rows no longer all offer is unchosen. */
function withSelection(c: BasketContext, ids: readonly number[]): Partial<BasketContext> {
  const selected = c.items.filter((item) => ids.includes(item.id)).map((item) => item.id);
  return {
    selected,
    tradeWay: offeredTradeWays(c.items, selected).some((w) => w.code === c.tradeWay) ? c.tradeWay : null,
    deliveryMethod: offeredDeliveryMethods(c.items, selected).some((d) => d.code === c.deliveryMethod) ? c.deliveryMethod : null,
  };
}

/** Fresh rows from the server: a new row's quantity field shows its basket quantity, a kept row keeps what was typed. */
function withItems(c: BasketContext, items: BasketItem[]): Partial<BasketContext> {
  const quantities: Record<number, string> = {};
  for (const item of items) quantities[item.id] = c.quantities[item.id] ?? String(item.quantity);
  const next = { ...c, items, quantities };
  return { items, quantities, ...withSelection(next, c.selected) };
}

/** Closing the dialog from any open state: everything back to how it started. */
const close = { target: '#basket.closed', actions: 'reset' } as const;

/**
 * The scan basket dialog (spec sections 4 and 5): step 1 edits the basket (select rows, quantities 1..available,
 * the payment and delivery ways all selected publishers offer, anonymous for those allowed, a message), step 2 shows
 * the confirmation result. Closing resets everything. Effects are named actions the browser supplies; their answers
 * come back as events (docs/adr/0004).
 */
export const basketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as { member: BasketMember },
  },
  actions: {
    loadItems: () => {},
    deleteItems: (_, _params: { ids: number[] }) => {},
    clearItems: () => {},
    submit: (_, _params: BasketConfirmRequest) => {},
    /** The basket took its rows: the feature refreshes the wallet (and the market). */
    scanned: () => {},
    reset: assign(({ context }) => initialContext(context.member)),
    showError: assign({ error: (_, params: { message: string | null }) => params.message }),
    startCall: assign({ error: null, notice: null }),
  },
  guards: {
    nothingSelected: ({ context }) => context.selected.length === 0,
    submitInvalid: ({ context }) => submitProblem(context) !== null,
    anonymousTicked: ({ context }) => context.anonymous,
    anonymousRefused: ({ context }) => anonymousProblem(context.member) !== null,
  },
}).createMachine({
  id: 'basket',
  description: 'The scan basket dialog: step 1 rows, quantities, ways, anonymous, message; step 2 the confirmation result.',
  context: ({ input }) => initialContext(input.member),
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; everything was reset when it closed.',
      on: { OPEN: { target: 'loading', actions: 'loadItems' } },
    },
    loading: {
      description: 'Step 1 is loading the basket with fresh stock and prices.',
      tags: 'step1',
      on: {
        'ITEMS.LOADED': { target: 'editing', actions: assign(({ context, event }) => ({ ...withItems(context, event.items), error: null })) },
        'ITEMS.FAILED': { target: 'editing', actions: { type: 'showError', params: ({ event }) => event } },
        CLOSE: close,
      },
    },
    editing: {
      description: 'Step 1: select rows, type quantities, choose payment and delivery, anonymous, message.',
      tags: 'step1',
      on: {
        TOGGLE: {
          actions: assign(({ context, event }) => ({
            ...withSelection(context, context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id]),
            error: null,
          })),
        },
        TOGGLE_ALL: {
          actions: assign(({ context }) => ({
            ...withSelection(context, context.selected.length === context.items.length ? [] : context.items.map((item) => item.id)),
            error: null,
          })),
        },
        'QUANTITY.CHANGED': { actions: assign({ quantities: ({ context, event }) => ({ ...context.quantities, [event.id]: event.value }), error: null }) },
        'PAYMENT.CHOSEN': { actions: assign({ tradeWay: ({ event }) => event.tradeWay, error: null }) },
        'DELIVERY.CHOSEN': { actions: assign({ deliveryMethod: ({ event }) => event.deliveryMethod, error: null }) },
        'ANONYMOUS.TOGGLED': [
          { guard: 'anonymousTicked', actions: assign({ anonymous: false, warning: null }) },
          {
            guard: 'anonymousRefused',
            description: 'Not allowed: the box stays unticked and the reason is shown (spec section 5).',
            actions: assign({ warning: ({ context }) => anonymousProblem(context.member) }),
          },
          { actions: assign({ anonymous: true, warning: null }) },
        ],
        'MESSAGE.CHANGED': { actions: assign({ message: ({ event }) => event.value }) },
        REFRESH: { target: 'loading', actions: ['startCall', 'loadItems'] },
        DELETE_SELECTED: [
          { guard: 'nothingSelected', actions: { type: 'showError', params: { message: messages.chooseRecordsToDelete } } },
          { target: 'deleting', actions: ['startCall', { type: 'deleteItems', params: ({ context }) => ({ ids: context.selected }) }] },
        ],
        CLEAR: { target: 'clearing', actions: ['startCall', 'clearItems'] },
        SUBMIT: [
          {
            guard: 'submitInvalid',
            description: 'A rule of spec section 5 is broken: its message, nothing sent.',
            actions: { type: 'showError', params: ({ context }) => ({ message: submitProblem(context) }) },
          },
          { target: 'submitting', actions: ['startCall', { type: 'submit', params: ({ context }) => confirmPayload(context) }] },
        ],
        CLOSE: close,
      },
    },
    deleting: {
      description: 'The selected rows are being deleted.',
      tags: 'step1',
      on: {
        'DELETE.SUCCEEDED': {
          target: 'editing',
          actions: assign(({ context, event }) => ({ ...withItems(context, event.items), notice: messages.selectedDeleted })),
        },
        'DELETE.FAILED': { target: 'editing', actions: { type: 'showError', params: ({ event }) => event } },
        CLOSE: close,
      },
    },
    clearing: {
      description: 'The whole basket is being emptied.',
      tags: 'step1',
      on: {
        'CLEAR.SUCCEEDED': {
          target: 'editing',
          actions: assign(({ context }) => ({ ...withItems({ ...context, quantities: {} }, []), notice: messages.basketCleared })),
        },
        'CLEAR.FAILED': { target: 'editing', actions: { type: 'showError', params: ({ event }) => event } },
        CLOSE: close,
      },
    },
    submitting: {
      description: 'The confirmation is with the server: stock is taken and one order is made per row.',
      tags: 'step1',
      on: {
        'SUBMIT.SUCCEEDED': {
          target: 'confirmed',
          actions: [assign({ result: ({ event }) => event.result, notice: messages.scanSucceeded }), 'scanned'],
        },
        'SUBMIT.FAILED': { target: 'editing', actions: { type: 'showError', params: ({ event }) => event } },
        CLOSE: close,
      },
    },
    confirmed: {
      description: 'Step 2: the confirmation result (orders, other charges, amount, trade way, message).',
      tags: 'step2',
      on: { CLOSE: close },
    },
  },
});

import { assign, setup } from 'xstate';
import { messages } from '../api/contracts/messages';
import type { AgentOption } from '../api/contracts/agent-delivery';
import { agentDeliveryMethods, type AgentInstruction } from '../api/contracts/agent-delivery-names';
import { basketConfirmRequest, type BasketConfirmRequest, type BasketItem, type Choice, type ConfirmResult, type DeliveryMethod, type TradeWay } from '../api/contracts/trade';

/**
 * The scan basket dialog (spec sections 4 and 5): step 1 edits the basket (select rows, quantities 1..available,
 * payment and delivery ways offered by every selected publisher, anonymous for those allowed), step 2 shows the
 * confirmation result. Closing resets everything but the member and their agents. Effects are named actions the
 * browser supplies; their answers come back as events (docs/adr/0004).
 *
 * 交割代理 (docs/adr/0044): once the member's agents are known (`agent.optionsLoaded`, from the step's query), the
 * default one is chosen for them; an online order posted by express or registered mail may go through the chosen
 * agent (`agent.chosen`, null for none), forwarded or held once checked (`agent.instructionChosen`). Otherwise the
 * choice is not offered and not sent.
 */
export interface BasketMember {
  levelId: number;
  goldCoin: number;
  dealTimes: number;
}

export interface ScanBasketContext {
  member: BasketMember;
  items: BasketItem[];
  selected: number[];
  /** What is typed in each row's quantity field, by basket item id. */
  quantities: Record<number, string>;
  tradeWay: TradeWay | null;
  deliveryMethod: DeliveryMethod | null;
  anonymous: boolean;
  message: string;
  error: string | null;
  /** Why the anonymous box stayed unticked: a warning, not an error (spec section 5); nothing was refused yet. */
  warning: string | null;
  notice: string | null;
  result: ConfirmResult | null;
  /** The member's active agents with their fees, the default first (none until loaded). */
  agentOptions: AgentOption[];
  /** The agent chosen (null: none); the default one until the member chooses (`agentChosen`). */
  agentId: number | null;
  agentChosen: boolean;
  /** What the agent does with the stamps once checked. */
  instruction: AgentInstruction;
}

export type ScanBasketEvent =
  | { type: 'scanBasket.open' }
  | { type: 'scanBasket.refresh' }
  | { type: 'member.updated'; member: BasketMember }
  | { type: 'items.loaded'; items: BasketItem[] }
  | { type: 'items.failed'; message: string }
  | { type: 'scanBasket.toggle'; id: number }
  | { type: 'scanBasket.toggleAll' }
  | { type: 'quantity.changed'; id: number; value: string }
  | { type: 'payment.chosen'; tradeWay: TradeWay }
  | { type: 'delivery.chosen'; deliveryMethod: DeliveryMethod }
  | { type: 'anonymous.toggled' }
  | { type: 'message.changed'; value: string }
  | { type: 'scanBasket.deleteSelected' }
  | { type: 'scanBasket.clear' }
  | { type: 'scanBasket.done'; items: BasketItem[] }
  | { type: 'scanBasket.failed'; message: string }
  | { type: 'scanBasket.submit' }
  | { type: 'submit.succeeded'; result: ConfirmResult }
  | { type: 'scanBasket.close' }
  | { type: 'agent.optionsLoaded'; options: AgentOption[] }
  | { type: 'agent.chosen'; agentId: number | null }
  | { type: 'agent.instructionChosen'; instruction: AgentInstruction };

/** What every selected row offers: the intersection of their publishers' ways (spec section 5). */
function intersect<C extends string>(lists: Array<Array<Choice<C>>>): Array<Choice<C>> {
  if (lists.length === 0) return [];
  return lists.reduce((common, list) => common.filter((c) => list.some((x) => x.code === c.code)));
}
const selectedItems = (c: Pick<ScanBasketContext, 'items' | 'selected'>) => c.items.filter((i) => c.selected.includes(i.id));
export const offeredTradeWays = (c: Pick<ScanBasketContext, 'items' | 'selected'>) => intersect(selectedItems(c).map((i) => i.tradeWays));
export const offeredDeliveryMethods = (c: Pick<ScanBasketContext, 'items' | 'selected'>) => intersect(selectedItems(c).map((i) => i.deliveryMethods));

/** Spec sections 5 and 6: anonymous scanning needs VIP level 3+, 1000 gold beans and 20 deals. */
export function anonymousProblem(member: BasketMember): string | null {
  if (member.levelId < 3) return messages.vipOnly;
  if (member.goldCoin < 1000) return messages.beansUnder1000;
  if (member.dealTimes < 20) return messages.dealsUnder20;
  return null;
}

/** The first rule of spec section 5 a submission breaks, or null. */
const quantityRule = basketConfirmRequest.shape.basketConfirmInfos.element.shape.quantity;

export function submitProblem(c: ScanBasketContext): string | null {
  const rows = selectedItems(c);
  if (rows.length === 0) return messages.chooseItems;
  for (const row of rows) {
    // The quantity rule is the confirm call's own (a whole number from 1); what is typed is read as a number first.
    const typed = (c.quantities[row.id] ?? '').trim();
    const quantity = quantityRule.safeParse(/^\d+$/.test(typed) ? Number(typed) : Number.NaN);
    if (!quantity.success) return quantity.error.issues[0]!.message;
    if (Number(typed) > row.lastNum) return messages.confirmQuantityInsufficient;
  }
  if (!c.tradeWay || !offeredTradeWays(c).some((w) => w.code === c.tradeWay)) return messages.choosePaymentWay;
  if (!c.deliveryMethod || !offeredDeliveryMethods(c).some((d) => d.code === c.deliveryMethod)) return messages.chooseDeliveryMethod;
  if (c.anonymous) return anonymousProblem(c.member);
  return null;
}

/** Whether the orders may go through an agent: online, posted (express or registered mail), and the member has one. */
export function agentOffered(c: Pick<ScanBasketContext, 'tradeWay' | 'deliveryMethod' | 'agentOptions'>): boolean {
  const posted = (agentDeliveryMethods as readonly string[]).includes(c.deliveryMethod ?? '');
  return c.tradeWay === 'online' && posted && c.agentOptions.length > 0;
}

/** The agent the orders go through: the chosen one while offered, else none. */
export function chosenAgent(c: Pick<ScanBasketContext, 'tradeWay' | 'deliveryMethod' | 'agentOptions' | 'agentId'>): AgentOption | null {
  return agentOffered(c) ? (c.agentOptions.find((o) => o.agentId === c.agentId) ?? null) : null;
}

/** The agent's fees of the confirmation, fen: one order per selected row, each the agent's fee (0 without an agent). */
export function agentFeeTotal(c: ScanBasketContext): number {
  return (chosenAgent(c)?.fee ?? 0) * c.selected.length;
}

const defaultAgentId = (options: AgentOption[]) => options.find((o) => o.isDefault)?.agentId ?? null;

export function confirmPayload(c: ScanBasketContext): BasketConfirmRequest {
  const agent = chosenAgent(c);
  return {
    confirmMessage: c.message,
    deliveryMethod: c.deliveryMethod!,
    tradeWay: c.tradeWay!,
    anonymous: c.anonymous,
    ...(agent ? { agent: { agentId: agent.agentId, instruction: c.instruction } } : {}),
    basketConfirmInfos: selectedItems(c).map((i) => ({ id: i.id, quantity: Number(c.quantities[i.id]), lastNum: i.lastNum, price: i.price })),
  };
}

const fresh = (member: BasketMember, agentOptions: AgentOption[] = []): ScanBasketContext => ({
  member,
  agentOptions,
  agentId: defaultAgentId(agentOptions),
  agentChosen: false,
  instruction: 'forward',
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

/** After the items or the selection change: a way no longer offered is unchosen, gone rows are unselected. */
function reconcile(c: ScanBasketContext): Partial<ScanBasketContext> {
  const selected = c.selected.filter((id) => c.items.some((i) => i.id === id));
  const next = { ...c, selected };
  return {
    selected,
    tradeWay: offeredTradeWays(next).some((w) => w.code === c.tradeWay) ? c.tradeWay : null,
    deliveryMethod: offeredDeliveryMethods(next).some((d) => d.code === c.deliveryMethod) ? c.deliveryMethod : null,
  };
}

const loadedItems = (c: ScanBasketContext, items: BasketItem[]) => {
  const quantities: Record<number, string> = {};
  for (const item of items) quantities[item.id] = c.quantities[item.id] ?? String(item.quantity);
  const next = { ...c, items, quantities };
  return { ...next, ...reconcile(next) };
};

export const scanBasketMachine = setup({
  types: {
    context: {} as ScanBasketContext,
    events: {} as ScanBasketEvent,
    input: {} as { member: BasketMember },
  },
  actions: {
    loadItems: () => {},
    /** Reads the rows again with today's stock and prices (POST /api/basket/refresh), answering items.loaded. */
    refreshItems: () => {},
    deleteItems: (_, _params: { ids: number[] }) => {},
    clearItems: () => {},
    submit: (_, _params: BasketConfirmRequest) => {},
    /** The basket took its rows: the feature refreshes the wallet and the market. */
    scanned: () => {},
  },
  guards: {
    nothingSelected: ({ context }) => context.selected.length === 0,
    submitInvalid: ({ context }) => submitProblem(context) !== null,
    anonymousRefused: ({ context }) => !context.anonymous && anonymousProblem(context.member) !== null,
    /** None, or one of the member's agents, while an agent is offered. */
    agentChoosable: ({ context, event }) =>
      event.type === 'agent.chosen' && agentOffered(context) && (event.agentId === null || context.agentOptions.some((o) => o.agentId === event.agentId)),
    agentIsChosen: ({ context }) => chosenAgent(context) !== null,
  },
}).createMachine({
  id: 'scanBasket',
  description: 'The scan basket: step 1 choose rows, quantities and ways; step 2 the confirmation result.',
  context: ({ input }) => fresh(input.member),
  initial: 'closed',
  on: {
    'scanBasket.close': { target: '.closed', actions: assign(({ context }) => fresh(context.member, context.agentOptions)) },
    // The wallet and the user info arrive after login and change after paying: eligibility follows them.
    'member.updated': { actions: assign({ member: ({ event }) => event.member }) },
  },
  states: {
    closed: {
      description: 'The dialog is shut; everything was reset when it closed.',
      on: { 'scanBasket.open': { target: 'loading', actions: 'loadItems' } },
    },
    loading: {
      description: 'Step 1 is loading the basket with fresh stock and prices.',
      on: {
        'items.loaded': { target: 'editing', actions: assign(({ context, event }) => loadedItems(context, event.items)) },
        'items.failed': { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    editing: {
      description: 'Step 1: select rows, set quantities, choose payment and delivery, anonymous, message.',
      on: {
        'scanBasket.toggle': {
          actions: assign(({ context, event }) => {
            const selected = context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id];
            return { ...reconcile({ ...context, selected }), error: null };
          }),
        },
        'scanBasket.toggleAll': {
          actions: assign(({ context }) => {
            const selected = context.selected.length === context.items.length ? [] : context.items.map((i) => i.id);
            return { ...reconcile({ ...context, selected }), error: null };
          }),
        },
        'quantity.changed': { actions: assign({ quantities: ({ context, event }) => ({ ...context.quantities, [event.id]: event.value }), error: null }) },
        'payment.chosen': { actions: assign({ tradeWay: ({ event }) => event.tradeWay, error: null }) },
        'delivery.chosen': { actions: assign({ deliveryMethod: ({ event }) => event.deliveryMethod, error: null }) },
        'anonymous.toggled': [
          // Not allowed: the box stays unticked and a warning says why (spec section 5).
          { guard: 'anonymousRefused', actions: assign({ warning: ({ context }) => anonymousProblem(context.member) }) },
          { actions: assign({ anonymous: ({ context }) => !context.anonymous, warning: null, error: null }) },
        ],
        'message.changed': { actions: assign({ message: ({ event }) => event.value }) },
        // The member's agents as step 1 read them (again, when another tab changed the default): a choice the member
        // made stays while that agent is still theirs; otherwise the default is chosen.
        'agent.optionsLoaded': {
          actions: assign(({ context, event }) => {
            const kept = context.agentChosen && (context.agentId === null || event.options.some((o) => o.agentId === context.agentId));
            return { agentOptions: event.options, agentId: kept ? context.agentId : defaultAgentId(event.options), agentChosen: kept };
          }),
        },
        'agent.chosen': { guard: 'agentChoosable', actions: assign({ agentId: ({ event }) => event.agentId, agentChosen: true, error: null }) },
        'agent.instructionChosen': { guard: 'agentIsChosen', actions: assign({ instruction: ({ event }) => event.instruction }) },
        // Stock or a price changed (the server said so), or the rows failed to load: read them again, keeping what was
        // typed and ticked for rows still there.
        'scanBasket.refresh': { target: 'loading', actions: [assign({ error: null, notice: null }), 'refreshItems'] },
        'scanBasket.deleteSelected': [
          { guard: 'nothingSelected', actions: assign({ error: messages.chooseRecordsToDelete }) },
          { target: 'deleting', actions: [assign({ error: null, notice: null }), { type: 'deleteItems', params: ({ context }) => ({ ids: context.selected }) }] },
        ],
        'scanBasket.clear': { target: 'clearing', actions: [assign({ error: null, notice: null }), 'clearItems'] },
        'scanBasket.submit': [
          { guard: 'submitInvalid', actions: assign({ error: ({ context }) => submitProblem(context) }) },
          { target: 'submitting', actions: [assign({ error: null }), { type: 'submit', params: ({ context }) => confirmPayload(context) }] },
        ],
      },
    },
    deleting: {
      description: 'The selected rows are being deleted.',
      on: {
        'scanBasket.done': { target: 'editing', actions: assign(({ context, event }) => ({ ...loadedItems(context, event.items), notice: messages.selectedDeleted })) },
        'scanBasket.failed': { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    clearing: {
      description: 'The whole basket is being emptied.',
      on: {
        'scanBasket.done': { target: 'editing', actions: assign(({ context, event }) => ({ ...loadedItems(context, event.items), notice: messages.basketCleared })) },
        'scanBasket.failed': { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    submitting: {
      description: 'The confirmation is with the server: stock is taken and one order is made per row.',
      on: {
        'submit.succeeded': { target: 'confirmed', actions: [assign({ result: ({ event }) => event.result, notice: messages.scanSucceeded }), 'scanned'] },
        'scanBasket.failed': { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    confirmed: {
      description: 'Step 2: the confirmation result (orders, other charges, amount, trade way, message).',
    },
  },
});

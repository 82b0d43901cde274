import { assign, setup } from 'xstate';
import { messages } from '../api/contracts/messages';
import { yuanToFen, type CreditLineKind, type DeliveryMethod, type PublishRequest, type PublishType, type TradeWay } from '../api/contracts/trade';

/** What the member types in the form; the product picker sets `productId` to the chosen product's id. */
export interface PublishFormFields {
  productId: string;
  price: string;
  quantity: string;
  remark: string;
}

export interface PublishContext {
  publishType: PublishType;
  member: { levelId: number };
  fields: PublishFormFields;
  tradeWays: TradeWay[];
  deliveryMethods: DeliveryMethod[];
  error: string | null;
  /** Shown once published ('发布成功'). */
  notice: string | null;
  /** The credit line that is too short: the credit-insufficient dialog lists what holds it. */
  creditKind: CreditLineKind | null;
  publishedId: number | null;
}

export type PublishEvent =
  | { type: 'FIELD.CHANGED'; field: keyof PublishFormFields; value: string }
  | { type: 'TRADE_WAY.TOGGLED'; tradeWay: TradeWay }
  | { type: 'DELIVERY.TOGGLED'; deliveryMethod: DeliveryMethod }
  | { type: 'SUBMIT' }
  | { type: 'PUBLISH.SUCCEEDED'; id: number }
  | { type: 'PUBLISH.FAILED'; message: string }
  | { type: 'CREDIT.INSUFFICIENT'; kind: CreditLineKind }
  | { type: 'DIALOG.CLOSED' }
  | { type: 'GO_AUTH' };

export const maxPublishQuantity = 100_000;
export const maxRemarkLength = 200;

/** The form as POST /api/user/trade/edit takes it (price in fen), or the first rule of spec section 5 it breaks. */
export function publishRequestOf(c: Pick<PublishContext, 'publishType' | 'fields' | 'tradeWays' | 'deliveryMethods'>): PublishRequest | string {
  const productText = c.fields.productId.trim();
  const productId = Number(productText);
  if (!/^\d+$/.test(productText) || productId < 1) return messages.chooseProduct;
  const price = yuanToFen(c.fields.price);
  if (price === null) return messages.enterPrice;
  const quantityText = c.fields.quantity.trim();
  const quantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > maxPublishQuantity) return messages.enterQuantity;
  if (c.tradeWays.length === 0) return messages.chooseTradeWay;
  if (c.deliveryMethods.length === 0) return messages.chooseDeliveryMethod;
  const remark = c.fields.remark.trim();
  if (remark.length > maxRemarkLength) return messages.remarkTooLong;
  return { publishType: c.publishType, productId, price, quantity, tradeWays: c.tradeWays, deliveryMethods: c.deliveryMethods, remark };
}

const toggle = <T>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * Publishing a buy offer (/publish) or a sell offer (/publish?type=sale), spec sections 5 and 6: level 1 is sent to
 * real-name authentication, level 2 may publish buy offers only; the form is checked before the call; a credit line
 * that is too short opens the credit-insufficient dialog. Effects are named actions the browser supplies; their
 * answers come back as events (docs/adr/0004).
 */
export const publishMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
    input: {} as { publishType: PublishType; member: { levelId: number } },
  },
  actions: {
    publish: (_, _params: PublishRequest) => {},
    /** Published: the feature navigates to the offer. */
    published: (_, _params: { id: number }) => {},
    goAuthenticate: () => {},
    showError: assign({ error: (_, params: { message: string | null }) => params.message }),
  },
  guards: {
    mustAuthenticate: ({ context }) => context.member.levelId <= 1,
    mayNotSell: ({ context }) => context.member.levelId === 2 && context.publishType === 1,
    formInvalid: ({ context }) => typeof publishRequestOf(context) === 'string',
  },
}).createMachine({
  id: 'publish',
  description: 'Publishing a buy or sell offer: who may, the form, the credit line.',
  context: ({ input }) => ({
    publishType: input.publishType,
    member: { levelId: input.member.levelId },
    fields: { productId: '', price: '', quantity: '', remark: '' },
    tradeWays: ['online'],
    deliveryMethods: ['express'],
    error: null,
    notice: null,
    creditKind: null,
    publishedId: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who may publish this kind of offer (spec section 6); left at once.',
      always: [
        { guard: 'mustAuthenticate', target: 'needsAuthentication', actions: { type: 'showError', params: { message: messages.levelOneMustAuthenticate } } },
        { guard: 'mayNotSell', target: 'needsVip', actions: { type: 'showError', params: { message: messages.levelTwoCannotSell } } },
        { target: 'editing' },
      ],
    },
    needsAuthentication: {
      description: 'Level 1: real-name authentication comes first; the page offers the way there.',
      on: { GO_AUTH: { actions: 'goAuthenticate' } },
    },
    needsVip: {
      description: 'Level 2 may publish buy offers only: the page shows why it may not sell.',
    },
    editing: {
      description: 'The form: product, unit price (yuan), quantity, trade ways, delivery methods, remark.',
      on: {
        'FIELD.CHANGED': { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }), error: null }) },
        'TRADE_WAY.TOGGLED': { actions: assign({ tradeWays: ({ context, event }) => toggle(context.tradeWays, event.tradeWay), error: null }) },
        'DELIVERY.TOGGLED': {
          actions: assign({ deliveryMethods: ({ context, event }) => toggle(context.deliveryMethods, event.deliveryMethod), error: null }),
        },
        SUBMIT: [
          {
            guard: 'formInvalid',
            description: 'A rule of spec section 5 is broken: its message, nothing sent.',
            actions: { type: 'showError', params: ({ context }) => ({ message: publishRequestOf(context) as string }) },
          },
          {
            target: 'submitting',
            actions: [{ type: 'showError', params: { message: null } }, { type: 'publish', params: ({ context }) => publishRequestOf(context) as PublishRequest }],
          },
        ],
      },
    },
    submitting: {
      description: 'The offer is with the server, which checks the level and the credit line again.',
      on: {
        'PUBLISH.SUCCEEDED': {
          target: 'published',
          actions: [assign({ publishedId: ({ event }) => event.id, notice: messages.published }), { type: 'published', params: ({ event }) => ({ id: event.id }) }],
        },
        'PUBLISH.FAILED': { target: 'editing', actions: { type: 'showError', params: ({ event }) => event } },
        'CREDIT.INSUFFICIENT': {
          target: 'creditInsufficient',
          actions: assign({ creditKind: ({ event }) => event.kind, error: messages.creditInsufficient }),
        },
      },
    },
    creditInsufficient: {
      description: 'The credit-insufficient dialog lists what holds the line (the feature loads it); closing it returns to the form.',
      on: { 'DIALOG.CLOSED': { target: 'editing', actions: assign({ creditKind: null }) } },
    },
    published: {
      type: 'final',
      description: 'Published: the notice is shown and the feature navigates to the offer.',
    },
  },
});

import { assign, setup } from 'xstate';
import { conditionGrades, type ConditionGrade } from '../api/contracts/content-names';
import { fenToYuanText } from '../api/contracts/display';
import { messages } from '../api/contracts/messages';
import type { PublishRequest } from '../api/contracts/trade';
import { maxPhotos } from '../api/contracts/profile';
import { type CreditLineKind, type DeliveryMethod, type PublishType, type TradeWay } from '../api/contracts/trade-names';
import { maxFlawsLength, maxRemarkLength, yuanToFen } from '../api/contracts/trade-rules';

/**
 * Publishing a buy offer (/publish) or a sell offer (/publish?type=sale), spec sections 5 and 6: level 1 is sent
 * to authentication, level 2 may not sell; the form is checked before the call; a credit line that is too short
 * opens the credit-insufficient dialog listing what holds it. The same form edits an offer (`editId`) or publishes
 * an old one again (`from` without `editId`): product and kind stay, the server checks the rest again. The offer's
 * photos are uploaded by the form's photo field as they are chosen; the machine keeps their keys, in order.
 */
export interface PublishFormFields {
  productId: string;
  price: string;
  quantity: string;
  remark: string;
  /** 品相: one of conditionGrades (a select; anything else is refused like a missing choice). */
  grade: string;
  /** 瑕疵说明. */
  flaws: string;
}

/** An offer the form starts from: its own, to edit (/person/myOrder/update/{id}), or an old one to publish again (republish). */
export interface PublishStart {
  productId: number;
  /** Unit price in fen. */
  price: number;
  quantity: number;
  tradeWays: TradeWay[];
  deliveryMethods: DeliveryMethod[];
  remark: string;
  grade: ConditionGrade;
  flaws: string;
  photos: string[];
}

export interface PublishOfferInput {
  publishType: PublishType;
  levelId: number;
  from?: PublishStart;
  /** Editing this offer (the call carries its id); without it the form publishes a new offer. */
  editId?: number;
  /** What the member had typed before a reload or Back (the form keeps it as a draft): it wins over `from`. */
  draft?: PublishDraft;
}

export interface PublishOfferContext {
  publishType: PublishType;
  levelId: number;
  editId: number | null;
  fields: PublishFormFields;
  tradeWays: TradeWay[];
  deliveryMethods: DeliveryMethod[];
  /** Upload keys of the offer's photos (productImage), in the order shown. */
  photos: string[];
  error: string | null;
  creditKind: CreditLineKind | null;
  publishedId: number | null;
}

/** What the member types and chooses: the part of the form kept as a draft (the photos as their upload keys). */
export type PublishDraft = Pick<PublishOfferContext, 'fields' | 'tradeWays' | 'deliveryMethods' | 'photos'>;

export type PublishOfferEvent =
  | { type: 'field.changed'; field: keyof PublishFormFields; value: string }
  | { type: 'tradeWay.toggled'; tradeWay: TradeWay }
  | { type: 'delivery.toggled'; deliveryMethod: DeliveryMethod }
  | { type: 'photos.changed'; photos: string[] }
  | { type: 'publishOffer.submit' }
  | { type: 'publish.succeeded'; id: number }
  | { type: 'publish.failed'; message: string }
  | { type: 'credit.insufficient'; kind: CreditLineKind }
  | { type: 'dialog.closed' }
  | { type: 'publishOffer.goAuth' }
  | { type: 'publishOffer.goVip' };

/** The form as the call sends it, or the first rule it breaks (spec section 5). */
export function publishRequestOf(c: PublishOfferContext): PublishRequest | string {
  const productId = Number(c.fields.productId);
  if (!Number.isInteger(productId) || productId < 1) return messages.chooseProduct;
  const price = yuanToFen(c.fields.price);
  if (price === null) return messages.enterPrice;
  const quantity = Number(c.fields.quantity.trim());
  if (!/^\d+$/.test(c.fields.quantity.trim()) || quantity < 1 || quantity > 100_000) return messages.enterQuantity;
  if (c.tradeWays.length === 0) return messages.chooseTradeWay;
  if (c.deliveryMethods.length === 0) return messages.chooseDeliveryMethod;
  if (c.fields.remark.length > maxRemarkLength) return messages.remarkTooLong;
  const grade = conditionGrades.find((g) => g === c.fields.grade);
  if (!grade) return messages.chooseGrade;
  if (c.fields.flaws.trim().length > maxFlawsLength) return messages.flawsTooLong;
  if (c.photos.length > maxPhotos || new Set(c.photos).size !== c.photos.length) return messages.tooManyPhotos;
  const request = {
    publishType: c.publishType,
    productId,
    price,
    quantity,
    tradeWays: c.tradeWays,
    deliveryMethods: c.deliveryMethods,
    remark: c.fields.remark.trim(),
    grade,
    flaws: c.fields.flaws.trim(),
    photos: c.photos,
  };
  return c.editId === null ? request : { id: c.editId, ...request };
}

const toggle = <T>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

export const publishOfferMachine = setup({
  types: {
    context: {} as PublishOfferContext,
    events: {} as PublishOfferEvent,
    input: {} as PublishOfferInput,
  },
  actions: {
    publish: (_, _params: PublishRequest) => {},
    /** Published: the feature shows the offer. */
    published: (_, _params: { id: number }) => {},
    goAuthenticate: () => {},
    goUpgrade: () => {},
  },
  guards: {
    mustAuthenticate: ({ context }) => context.levelId <= 1,
    mayNotSell: ({ context }) => context.levelId === 2 && context.publishType === 1,
    formInvalid: ({ context }) => typeof publishRequestOf(context) === 'string',
  },
}).createMachine({
  id: 'publishOffer',
  description: 'Publishing a buy or sell offer, or editing one: level checks, the form, the credit line.',
  context: ({ input }) => ({
    publishType: input.publishType,
    levelId: input.levelId,
    editId: input.editId ?? null,
    fields: input.from
      ? {
          productId: String(input.from.productId),
          price: fenToYuanText(input.from.price),
          quantity: String(input.from.quantity),
          remark: input.from.remark,
          grade: input.from.grade,
          flaws: input.from.flaws,
        }
      : { productId: '', price: '', quantity: '1', remark: '', grade: '全品', flaws: '' },
    tradeWays: input.from ? [...input.from.tradeWays] : ['online'],
    deliveryMethods: input.from ? [...input.from.deliveryMethods] : ['express'],
    photos: input.from ? [...input.from.photos] : [],
    ...input.draft,
    error: null,
    creditKind: null,
    publishedId: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who may publish this kind of offer (spec section 6).',
      always: [
        { guard: 'mustAuthenticate', target: 'needsAuthentication', actions: assign({ error: messages.levelOneMustAuthenticate }) },
        { guard: 'mayNotSell', target: 'needsVip', actions: assign({ error: messages.levelTwoCannotSell }) },
        { target: 'editing' },
      ],
    },
    needsAuthentication: {
      description: 'Level 1: real-name authentication comes first.',
      on: { 'publishOffer.goAuth': { actions: 'goAuthenticate' } },
    },
    needsVip: {
      description: 'Level 2 may publish buy offers only; selling needs VIP.',
      on: { 'publishOffer.goVip': { actions: 'goUpgrade' } },
    },
    editing: {
      description: 'The form: product, unit price (yuan), quantity, trade ways, delivery methods, remark, grade, flaws, photos.',
      on: {
        'field.changed': { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }), error: null }) },
        'tradeWay.toggled': { actions: assign({ tradeWays: ({ context, event }) => toggle(context.tradeWays, event.tradeWay), error: null }) },
        'delivery.toggled': { actions: assign({ deliveryMethods: ({ context, event }) => toggle(context.deliveryMethods, event.deliveryMethod), error: null }) },
        'photos.changed': { actions: assign({ photos: ({ event }) => [...event.photos], error: null }) },
        'publishOffer.submit': [
          { guard: 'formInvalid', actions: assign({ error: ({ context }) => publishRequestOf(context) as string }) },
          { target: 'submitting', actions: { type: 'publish', params: ({ context }) => publishRequestOf(context) as PublishRequest } },
        ],
      },
    },
    submitting: {
      description: 'The offer is with the server, which checks the level and the credit line again.',
      on: {
        'publish.succeeded': {
          target: 'published',
          actions: [assign({ publishedId: ({ event }) => event.id }), { type: 'published', params: ({ event }) => ({ id: event.id }) }],
        },
        'publish.failed': { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
        'credit.insufficient': { target: 'creditInsufficient', actions: assign({ creditKind: ({ event }) => event.kind, error: messages.creditInsufficient }) },
      },
    },
    creditInsufficient: {
      description: 'The credit-insufficient dialog lists what holds the line; closing it returns to the form.',
      on: { 'dialog.closed': { target: 'editing', actions: assign({ creditKind: null }) } },
    },
    published: { type: 'final', description: 'Published: the offer is in the market.' },
  },
});

import { messages } from '../../src/api/contracts/messages';
import type { BasketItem, ConfirmResult } from '../../src/api/contracts/trade';
import { publishOfferMachine, publishRequestOf, type PublishStart } from '../../src/machines/publish-offer.machine';
import type { AgentOption } from '../../src/api/contracts/agent-delivery';
import { agentOffered, anonymousProblem, scanBasketMachine, submitProblem, type BasketMember } from '../../src/machines/scan-basket.machine';
import type { ModelOptions } from './coverage';

/**
 * Event alphabets of the scan basket (scan-basket.machine.ts) and the publish form (publish-offer.machine.ts), with
 * payloads that meet and miss every guard. The coverage proof (coverage.test.ts) and the behaviour tests
 * (scan-basket.test.ts, publish-offer.test.ts) use them.
 *
 * Two basket rows are enough: row 1 offers both payment ways and two delivery ways, row 2 only the common ones, so
 * the intersection shrinks when row 2 joins the selection.
 */
const online = { code: 'online' as const, showName: '担保交易（线上付款）' };
const offline = { code: 'offline' as const, showName: '线下交易' };
const express = { code: 'express' as const, showName: '快递' };
const pickup = { code: 'pickup' as const, showName: '当面交收' };

const basketItem = (id: number, over: Partial<BasketItem> = {}): BasketItem => ({
  id,
  tradeId: 100 + id,
  publishType: 1,
  productName: `邮品${id}`,
  exteriorName: '单枚',
  quantity: 1,
  lastNum: 2,
  unitsName: '枚',
  price: 1500,
  totalPrice: 1500,
  deliveryMethods: [express, pickup],
  tradeWays: [online, offline],
  publisher: '金陵藏家',
  ...over,
});
export const rowOne = basketItem(1);
export const rowTwo = basketItem(2, { quantity: 2, lastNum: 5, price: 2800, totalPrice: 5600, tradeWays: [online], deliveryMethods: [express], publisher: '沪上邮友' });
export const basketItems: BasketItem[] = [rowOne, rowTwo];

export const confirmResult: ConfirmResult = {
  tradeBaskets: [{ orderId: 9, productName: '邮品1', quantity: 1, price: 1500, amount: 1500, counterpart: '金陵藏家' }],
  otherCharges: 0,
  amount: 1500,
  tradeWay: 'online',
  tradeMessage: messages.scanSucceeded,
};

/** The member's delivery agents (交割代理): the default one at ¥5.00 an order, another free. */
export const agentOptions: AgentOption[] = [
  { agentId: 7, userName: '京华代理', fee: 500, isDefault: true },
  { agentId: 8, userName: '申城代理', fee: 0, isDefault: false },
];

/** VIP 3 with 1200 gold beans and 75 deals: may scan anonymously (spec sections 5 and 6). */
export const eligibleMember: BasketMember = { levelId: 3, goldCoin: 1200, dealTimes: 75 };
/** Level 2: plenty of beans and deals, but not VIP. */
export const ineligibleMember: BasketMember = { levelId: 2, goldCoin: 5000, dealTimes: 50 };

/**
 * In step 1's form what may happen next depends on how many rows are selected, whether a submission would pass (and
 * if not, why), whether the anonymous box is ticked and whether the member may tick it, whether the agents are known,
 * offered and one chosen; the exact rows, ways, agent, message and texts shown do not. Every other state only waits
 * for its call's answer or CLOSE, so its name is enough.
 */
const basketState: ModelOptions<typeof scanBasketMachine>['serializeState'] = (s) => {
  const c = s.context;
  const agent = agentOffered(c) ? (c.agentId === null ? 'none' : 'agent') : c.agentOptions.length > 0 ? 'known' : 'unknown';
  return JSON.stringify(s.matches('editing') ? [s.value, c.selected.length, submitProblem(c), c.anonymous, anonymousProblem(c.member), agent] : [s.value]);
};

/** An eligible member whose wallet may change under the dialog (member.updated), so both ways of the anonymous box are taken. */
export const scanBasketModel: ModelOptions<typeof scanBasketMachine> = {
  input: { member: eligibleMember },
  events: (s) => [
    { type: 'scanBasket.open' },
    { type: 'items.loaded', items: basketItems },
    { type: 'items.failed', message: messages.networkDown },
    { type: 'scanBasket.toggle', id: 1 },
    { type: 'scanBasket.toggle', id: 2 },
    { type: 'scanBasket.toggleAll' },
    { type: 'quantity.changed', id: 1, value: '0' },
    { type: 'quantity.changed', id: 1, value: '3' },
    { type: 'quantity.changed', id: 1, value: '1' },
    { type: 'payment.chosen', tradeWay: 'online' },
    { type: 'payment.chosen', tradeWay: 'offline' },
    { type: 'delivery.chosen', deliveryMethod: 'express' },
    { type: 'delivery.chosen', deliveryMethod: 'pickup' },
    { type: 'anonymous.toggled' },
    { type: 'message.changed', value: '请尽快发货' },
    { type: 'member.updated', member: ineligibleMember },
    { type: 'scanBasket.deleteSelected' },
    { type: 'scanBasket.clear' },
    { type: 'scanBasket.refresh' },
    // What the server answers: the rows left after a delete, none after clearing.
    { type: 'scanBasket.done', items: s.matches('clearing') ? [] : [rowTwo] },
    { type: 'scanBasket.failed', message: messages.quantityChanged },
    { type: 'scanBasket.submit' },
    { type: 'submit.succeeded', result: confirmResult },
    { type: 'scanBasket.close' },
    // 交割代理: the agents read, none or one chosen (or one not the member's: refused), what to do once checked.
    { type: 'agent.optionsLoaded', options: agentOptions },
    { type: 'agent.chosen', agentId: null },
    { type: 'agent.chosen', agentId: 8 },
    { type: 'agent.chosen', agentId: 99 },
    { type: 'agent.instructionChosen', instruction: 'hold' },
  ],
  serializeState: basketState,
};

export const longRemark = '邮'.repeat(201);
export const longFlaws = '折'.repeat(101);
/** Upload keys of the offer's photos (productImage answers them): the editing offer has the first already. */
export const photoKeys = ['ownOfferPhotoKey00000001.webp', 'newOfferPhotoKey00000002.webp'] as const;

/**
 * The offer an editing member starts from: 12.50 yuan a piece, three pieces, offline payment, pickup or express, 全品
 * with one photo.
 */
export const ownOffer: PublishStart = {
  productId: 4,
  price: 1250,
  quantity: 3,
  tradeWays: ['offline'],
  deliveryMethods: ['pickup', 'express'],
  remark: '全品',
  grade: '全品',
  flaws: '',
  photos: [photoKeys[0]],
};
export const ownOfferId = 31;

const publishEvents: ModelOptions<typeof publishOfferMachine>['events'] = () => [
  { type: 'field.changed', field: 'productId', value: '4' },
  { type: 'field.changed', field: 'price', value: '1.234' },
  { type: 'field.changed', field: 'price', value: '150' },
  { type: 'field.changed', field: 'quantity', value: '100001' },
  { type: 'field.changed', field: 'quantity', value: '2' },
  { type: 'field.changed', field: 'remark', value: longRemark },
  { type: 'field.changed', field: 'remark', value: '' },
  { type: 'field.changed', field: 'grade', value: '中品' },
  // Not a grade (the select offers none such): refused like no choice.
  { type: 'field.changed', field: 'grade', value: '' },
  { type: 'field.changed', field: 'flaws', value: longFlaws },
  { type: 'field.changed', field: 'flaws', value: '右下角短齿' },
  // A photo uploaded (the second key), then all removed.
  { type: 'photos.changed', photos: [...photoKeys] },
  { type: 'photos.changed', photos: [] },
  { type: 'tradeWay.toggled', tradeWay: 'online' },
  { type: 'delivery.toggled', deliveryMethod: 'express' },
  { type: 'publishOffer.submit' },
  { type: 'publish.succeeded', id: 7 },
  { type: 'publish.failed', message: messages.listingUnavailable },
  { type: 'credit.insufficient', kind: 'sell' },
  { type: 'dialog.closed' },
  { type: 'publishOffer.goAuth' },
  { type: 'publishOffer.goVip' },
];

/** What may happen next depends on the state and on the first rule the form breaks, not on the exact texts. */
const publishState: ModelOptions<typeof publishOfferMachine>['serializeState'] = (s) => {
  const request = publishRequestOf(s.context);
  return JSON.stringify([s.value, typeof request === 'string' ? request : 'valid']);
};

const publishModel = (input: ModelOptions<typeof publishOfferMachine>['input']): ModelOptions<typeof publishOfferMachine> => ({
  input,
  events: publishEvents,
  serializeState: publishState,
});

/** One model per kind of member the form treats differently (spec section 6), and one editing an offer. */
export const levelThreeSellModel = publishModel({ publishType: 1, levelId: 3 });
export const levelTwoSellModel = publishModel({ publishType: 1, levelId: 2 });
export const levelOneBuyModel = publishModel({ publishType: 0, levelId: 1 });
export const editingModel = publishModel({ publishType: 1, levelId: 3, editId: ownOfferId, from: ownOffer });
export const publishModels = [levelThreeSellModel, levelTwoSellModel, levelOneBuyModel, editingModel];

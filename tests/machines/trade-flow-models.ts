import { messages } from '../../src/api/contracts/messages';
import type { BasketItem, ConfirmResult } from '../../src/api/contracts/trade';
import { basketMachine, submitProblem, type BasketMember } from '../../src/machines/basket.machine';
import { publishMachine, publishRequestOf } from '../../src/machines/publish.machine';
import type { ModelOptions } from './coverage';

/**
 * Event alphabets of the scan basket dialog (basket.machine.ts) and the publish form (publish.machine.ts), with
 * payloads that meet and miss every guard. The coverage proof and the behaviour tests (trade-flows.test.ts) use them.
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

export const eligibleMember: BasketMember = { levelId: 3, goldCoin: 1200, dealTimes: 75 };
export const ineligibleMember: BasketMember = { levelId: 2, goldCoin: 5000, dealTimes: 50 };

const basketEvents: ModelOptions<typeof basketMachine>['events'] = () => [
  { type: 'OPEN' },
  { type: 'ITEMS.LOADED', items: basketItems },
  { type: 'ITEMS.FAILED', message: messages.networkDown },
  { type: 'REFRESH' },
  { type: 'TOGGLE', id: 1 },
  { type: 'TOGGLE', id: 2 },
  { type: 'TOGGLE_ALL' },
  { type: 'QUANTITY.CHANGED', id: 1, value: '0' },
  { type: 'QUANTITY.CHANGED', id: 1, value: '3' },
  { type: 'QUANTITY.CHANGED', id: 1, value: '1' },
  { type: 'PAYMENT.CHOSEN', tradeWay: 'online' },
  { type: 'PAYMENT.CHOSEN', tradeWay: 'offline' },
  { type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' },
  { type: 'DELIVERY.CHOSEN', deliveryMethod: 'pickup' },
  { type: 'ANONYMOUS.TOGGLED' },
  { type: 'MESSAGE.CHANGED', value: '请尽快发货' },
  { type: 'DELETE_SELECTED' },
  { type: 'DELETE.SUCCEEDED', items: [rowTwo] },
  { type: 'DELETE.FAILED', message: messages.networkDown },
  { type: 'CLEAR' },
  { type: 'CLEAR.SUCCEEDED' },
  { type: 'CLEAR.FAILED', message: messages.networkDown },
  { type: 'SUBMIT' },
  { type: 'SUBMIT.SUCCEEDED', result: confirmResult },
  { type: 'SUBMIT.FAILED', message: messages.quantityChanged },
  { type: 'CLOSE' },
];

/**
 * In step 1's form what may happen next depends on how many rows are selected, whether a submission would pass (and
 * if not, why) and whether the anonymous box is ticked; the exact rows, ways, message and texts shown do not. Every
 * other state only waits for its call's answer or CLOSE, so its name is enough.
 */
const basketState: ModelOptions<typeof basketMachine>['serializeState'] = (s) => {
  const c = s.context;
  return JSON.stringify(s.matches('editing') ? [s.value, c.selected.length, submitProblem(c), c.anonymous] : [s.value]);
};

/** A member who may scan anonymously: the box ticks and unticks. */
export const basketModel: ModelOptions<typeof basketMachine> = {
  input: { member: eligibleMember },
  events: basketEvents,
  serializeState: basketState,
};

/** A member who may not: the box stays unticked with a warning. */
export const ineligibleBasketModel: ModelOptions<typeof basketMachine> = {
  input: { member: ineligibleMember },
  events: basketEvents,
  serializeState: basketState,
};

export const basketModels = [basketModel, ineligibleBasketModel];

export const longRemark = '邮'.repeat(201);

const publishEvents: ModelOptions<typeof publishMachine>['events'] = () => [
  { type: 'FIELD.CHANGED', field: 'productId', value: '4' },
  { type: 'FIELD.CHANGED', field: 'price', value: '1.234' },
  { type: 'FIELD.CHANGED', field: 'price', value: '150' },
  { type: 'FIELD.CHANGED', field: 'quantity', value: '100001' },
  { type: 'FIELD.CHANGED', field: 'quantity', value: '2' },
  { type: 'FIELD.CHANGED', field: 'remark', value: longRemark },
  { type: 'FIELD.CHANGED', field: 'remark', value: '' },
  { type: 'TRADE_WAY.TOGGLED', tradeWay: 'online' },
  { type: 'DELIVERY.TOGGLED', deliveryMethod: 'express' },
  { type: 'SUBMIT' },
  { type: 'PUBLISH.SUCCEEDED', id: 7 },
  { type: 'PUBLISH.FAILED', message: messages.listingUnavailable },
  { type: 'CREDIT.INSUFFICIENT', kind: 'sell' },
  { type: 'DIALOG.CLOSED' },
  { type: 'GO_AUTH' },
];
const publishState: ModelOptions<typeof publishMachine>['serializeState'] = (s) => {
  const request = publishRequestOf(s.context);
  return JSON.stringify([s.value, typeof request === 'string' ? request : 'valid']);
};

const publishModelFor = (publishType: 0 | 1, levelId: number): ModelOptions<typeof publishMachine> => ({
  input: { publishType, member: { levelId } },
  events: publishEvents,
  serializeState: publishState,
});

/** One model per kind of member the form treats differently (spec section 6). */
export const levelOneBuyModel = publishModelFor(0, 1);
export const levelTwoSellModel = publishModelFor(1, 2);
export const levelTwoBuyModel = publishModelFor(0, 2);
export const levelThreeSellModel = publishModelFor(1, 3);
export const publishModels = [levelOneBuyModel, levelTwoSellModel, levelTwoBuyModel, levelThreeSellModel];

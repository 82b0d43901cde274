import type { BasketItem, ConfirmResult } from '../../src/api/contracts/trade';
import { messages } from '../../src/api/contracts/messages';
import { publishOfferMachine } from '../../src/machines/publish-offer.machine';
import { scanBasketMachine } from '../../src/machines/scan-basket.machine';
import type { ModelOptions } from './coverage';

/**
 * Event alphabets of the scan basket and the publish form, with payloads that meet and miss every guard. The
 * coverage proof and the behaviour tests (market-flows.test.ts) use them.
 */
const online = { code: 'online' as const, showName: '担保交易（线上付款）' };
const offline = { code: 'offline' as const, showName: '线下交易' };
const express = { code: 'express' as const, showName: '快递' };

const item = (id: number, over: Partial<BasketItem> = {}): BasketItem => ({
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
  deliveryMethods: [express],
  tradeWays: [online, offline],
  publisher: '金陵藏家',
  ...over,
});
export const basketItems = [item(1), item(2, { tradeWays: [online] })];
export const confirmResult: ConfirmResult = {
  tradeBaskets: [{ orderId: 9, productName: '邮品1', quantity: 1, price: 1500, amount: 1500, counterpart: '金陵藏家' }],
  otherCharges: 0,
  amount: 1500,
  tradeWay: 'online',
  tradeMessage: '扫货成功',
};

export const eligibleMember = { levelId: 3, goldCoin: 1200, dealTimes: 75 };

export const scanBasketModel: ModelOptions<typeof scanBasketMachine> = {
  input: { member: eligibleMember },
  events: () => [
    { type: 'OPEN' },
    { type: 'ITEMS.LOADED', items: basketItems },
    { type: 'ITEMS.FAILED', message: messages.networkDown },
    { type: 'TOGGLE', id: 1 },
    { type: 'TOGGLE_ALL' },
    { type: 'QUANTITY.CHANGED', id: 1, value: '3' },
    { type: 'QUANTITY.CHANGED', id: 1, value: '1' },
    { type: 'PAYMENT.CHOSEN', tradeWay: 'online' },
    { type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' },
    { type: 'ANONYMOUS.TOGGLED' },
    { type: 'MESSAGE.CHANGED', value: '请尽快发货' },
    { type: 'MEMBER.UPDATED', member: { levelId: 2, goldCoin: 0, dealTimes: 0 } },
    { type: 'DELETE_SELECTED' },
    { type: 'CLEAR' },
    { type: 'DONE', items: [] },
    { type: 'FAILED', message: messages.quantityChanged },
    { type: 'SUBMIT' },
    { type: 'SUBMIT.SUCCEEDED', result: confirmResult },
    { type: 'CLOSE' },
  ],
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([s.value, c.items.length, c.selected, c.quantities[1], c.tradeWay, c.deliveryMethod, c.anonymous, c.member.levelId, c.result !== null]);
  },
};

const publishEvents: ModelOptions<typeof publishOfferMachine>['events'] = () => [
  { type: 'FIELD.CHANGED', field: 'productId', value: '4' },
  { type: 'FIELD.CHANGED', field: 'price', value: '150' },
  { type: 'FIELD.CHANGED', field: 'price', value: '1.234' },
  { type: 'TRADE_WAY.TOGGLED', tradeWay: 'online' },
  { type: 'DELIVERY.TOGGLED', deliveryMethod: 'express' },
  { type: 'SUBMIT' },
  { type: 'PUBLISH.SUCCEEDED', id: 7 },
  { type: 'PUBLISH.FAILED', message: messages.chooseProduct },
  { type: 'CREDIT.INSUFFICIENT', kind: 'sell' },
  { type: 'DIALOG.CLOSED' },
  { type: 'GO_AUTH' },
  { type: 'GO_VIP' },
];
const publishState: ModelOptions<typeof publishOfferMachine>['serializeState'] = (s) =>
  JSON.stringify([s.value, s.context.fields.productId, s.context.fields.price, s.context.tradeWays, s.context.deliveryMethods]);

/** One model per kind of member the form treats differently (spec section 6). */
export const publishModels: Array<ModelOptions<typeof publishOfferMachine>> = [
  { input: { publishType: 1, levelId: 3 }, events: publishEvents, serializeState: publishState },
  { input: { publishType: 1, levelId: 2 }, events: publishEvents, serializeState: publishState },
  { input: { publishType: 0, levelId: 1 }, events: publishEvents, serializeState: publishState },
];

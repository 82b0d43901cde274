import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import { publishOfferMachine } from '../../src/machines/publish-offer.machine';
import { offeredTradeWays, scanBasketMachine } from '../../src/machines/scan-basket.machine';
import { basketItems, confirmResult, eligibleMember } from './market-models';

/** The rules of spec section 5 for the scan basket and the publish form, and what each asks the browser to do. */
describe('scan basket', () => {
  const start = (member = eligibleMember) => {
    const submit = vi.fn();
    const actor = createActor(scanBasketMachine.provide({ actions: { submit: (_, payload) => submit(payload) } }), { input: { member } }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'ITEMS.LOADED', items: basketItems });
    return { actor, submit, error: () => actor.getSnapshot().context.error };
  };

  it('checks selection, quantity, payment and delivery in order, with the spec messages, and sends nothing', () => {
    const { actor, submit, error } = start();
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.chooseItems);
    actor.send({ type: 'TOGGLE', id: 1 });
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: '0' });
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.enterConfirmQuantity);
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: '3' });
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.confirmQuantityInsufficient);
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: '2' });
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.choosePaymentWay);
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'offline' });
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.chooseDeliveryMethod);
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'DELETE_SELECTED' });
    expect(actor.getSnapshot().value).toBe('deleting');
  });

  it('offers only the ways every selected publisher supports, and unchooses one that no longer is', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE', id: 1 });
    expect(offeredTradeWays(actor.getSnapshot().context).map((w) => w.code)).toEqual(['online', 'offline']);
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'offline' });
    actor.send({ type: 'TOGGLE', id: 2 });
    expect(offeredTradeWays(actor.getSnapshot().context).map((w) => w.code)).toEqual(['online']);
    expect(actor.getSnapshot().context.tradeWay).toBeNull();
  });

  it('submits the selected rows and shows step 2; closing resets everything', () => {
    const { actor, submit } = start();
    actor.send({ type: 'TOGGLE', id: 2 });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'online' });
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' });
    actor.send({ type: 'MESSAGE.CHANGED', value: '请尽快发货' });
    actor.send({ type: 'SUBMIT' });
    expect(submit).toHaveBeenCalledWith({
      confirmMessage: '请尽快发货',
      deliveryMethod: 'express',
      tradeWay: 'online',
      anonymous: false,
      basketConfirmInfos: [{ id: 2, quantity: 1, lastNum: 2, price: 1500 }],
    });
    actor.send({ type: 'SUBMIT.SUCCEEDED', result: confirmResult });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ items: [], selected: [], tradeWay: null, message: '', result: null });
  });

  it.each([
    [{ levelId: 2, goldCoin: 5000, dealTimes: 50 }, messages.vipOnly],
    [{ levelId: 3, goldCoin: 999, dealTimes: 50 }, messages.beansUnder1000],
    [{ levelId: 3, goldCoin: 1000, dealTimes: 19 }, messages.dealsUnder20],
  ])('refuses anonymous scanning for %o: %s', (member, message) => {
    const { actor, error } = start(member);
    actor.send({ type: 'ANONYMOUS.TOGGLED' });
    expect(error()).toBe(message);
    expect(actor.getSnapshot().context.anonymous).toBe(false);
  });
});

describe('publish offer', () => {
  it('sends level 1 to authentication and refuses level 2 a sell offer, with the messages', () => {
    expect(createActor(publishOfferMachine, { input: { publishType: 0, levelId: 1 } }).start().getSnapshot()).toMatchObject({
      value: 'needsAuthentication',
      context: { error: messages.levelOneMustAuthenticate },
    });
    expect(createActor(publishOfferMachine, { input: { publishType: 1, levelId: 2 } }).start().getSnapshot().value).toBe('needsVip');
    expect(createActor(publishOfferMachine, { input: { publishType: 0, levelId: 2 } }).start().getSnapshot().value).toBe('editing');
  });

  it('validates the form, publishes the price in fen, and opens the credit dialog when the line is short', () => {
    const publish = vi.fn();
    const actor = createActor(publishOfferMachine.provide({ actions: { publish: (_, request) => publish(request) } }), { input: { publishType: 1, levelId: 3 } }).start();
    const error = () => actor.getSnapshot().context.error;
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.chooseProduct);
    actor.send({ type: 'FIELD.CHANGED', field: 'productId', value: '4' });
    actor.send({ type: 'FIELD.CHANGED', field: 'price', value: '1.234' });
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.enterPrice);
    actor.send({ type: 'FIELD.CHANGED', field: 'price', value: '12.5' });
    actor.send({ type: 'TRADE_WAY.TOGGLED', tradeWay: 'online' });
    actor.send({ type: 'SUBMIT' });
    expect(error()).toBe(messages.chooseTradeWay);
    actor.send({ type: 'TRADE_WAY.TOGGLED', tradeWay: 'offline' });
    actor.send({ type: 'SUBMIT' });
    expect(publish).toHaveBeenCalledWith({ publishType: 1, productId: 4, price: 1250, quantity: 1, tradeWays: ['offline'], deliveryMethods: ['express'], remark: '' });
    actor.send({ type: 'CREDIT.INSUFFICIENT', kind: 'sell' });
    expect(actor.getSnapshot().context).toMatchObject({ creditKind: 'sell', error: messages.creditInsufficient });
    actor.send({ type: 'DIALOG.CLOSED' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

import { createActor, type AnyStateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import {
  anonymousProblem,
  basketMachine,
  offeredDeliveryMethods,
  offeredTradeWays,
  submitProblem,
  type BasketContext,
  type BasketMember,
} from '../../src/machines/basket.machine';
import { publishMachine } from '../../src/machines/publish.machine';
import { transitionPaths, uncovered, type ModelOptions } from './coverage';
import {
  basketItems,
  basketModels,
  confirmResult,
  eligibleMember,
  ineligibleMember,
  longRemark,
  publishModels,
  rowOne,
  rowTwo,
} from './trade-flow-models';

/**
 * The scan basket dialog and the publish form (spec sections 5 and 6): every state and transition is reached by a
 * generated path, and each rule gives its spec message while the effects (spies supplied with `.provide`) show what
 * the browser is asked to do.
 */
const codes = (choices: ReadonlyArray<{ code: string }>) => choices.map((c) => c.code);

/** A model's run; the start is a path too (a member who may not sell has no edge to take from the first state). */
const run = <M extends AnyStateMachine>(machine: M, model: ModelOptions<M>) => ({
  input: model.input,
  paths: [{ events: [] }, ...transitionPaths(machine, model)],
});

describe('generated paths cover every state and transition', () => {
  it('basket (an eligible and an ineligible member)', () => {
    expect(uncovered(basketMachine, basketModels.map((m) => run(basketMachine, m)))).toEqual({ states: [], transitions: [] });
  });

  it('publish (level 1 buying, level 2 selling, level 2 buying, level 3 selling)', () => {
    expect(uncovered(publishMachine, publishModels.map((m) => run(publishMachine, m)))).toEqual({ states: [], transitions: [] });
  });

  it('notices what no path reaches (the check can fail)', () => {
    const withoutClear = transitionPaths(basketMachine, basketModels[0]!).filter((p) => !p.events.some((e) => e.type === 'CLEAR'));
    const missing = uncovered(basketMachine, [{ input: basketModels[0]!.input, paths: withoutClear }]);
    expect(missing.states).toEqual(['basket.clearing']);
    expect(missing.transitions).toEqual(expect.arrayContaining(['basket.editing --CLEAR--> basket.clearing', 'basket.clearing --CLOSE--> basket.closed']));
    // Without the level 2 seller's run, needsVip is never reached.
    const withoutSeller = uncovered(publishMachine, [publishModels[0]!, publishModels[2]!, publishModels[3]!].map((m) => run(publishMachine, m)));
    expect(withoutSeller).toEqual({ states: ['publish.needsVip'], transitions: ['publish.checking --always [mayNotSell]--> publish.needsVip'] });
  });
});

describe('scan basket', () => {
  const start = (member: BasketMember = eligibleMember) => {
    const effects = { loadItems: vi.fn(), deleteItems: vi.fn(), clearItems: vi.fn(), submit: vi.fn(), scanned: vi.fn() };
    const actor = createActor(
      basketMachine.provide({
        actions: {
          loadItems: effects.loadItems,
          deleteItems: (_, p) => effects.deleteItems(p),
          clearItems: effects.clearItems,
          submit: (_, p) => effects.submit(p),
          scanned: effects.scanned,
        },
      }),
      { input: { member } },
    ).start();
    const context = () => actor.getSnapshot().context;
    const open = () => {
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'ITEMS.LOADED', items: basketItems });
    };
    return { actor, effects, context, open, error: () => context().error };
  };

  it('loads the rows when opened; each quantity field starts at the basket quantity; a failed load shows why', () => {
    const { actor, effects, context } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects.loadItems).toHaveBeenCalledOnce();
    actor.send({ type: 'ITEMS.FAILED', message: messages.networkDown });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe(messages.networkDown);
    actor.send({ type: 'REFRESH' });
    expect(effects.loadItems).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'ITEMS.LOADED', items: basketItems });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ items: basketItems, selected: [], quantities: { 1: '1', 2: '2' }, error: null });
    // Serialisable: arrays and plain records only.
    expect(JSON.parse(JSON.stringify(context()))).toEqual(context());
  });

  it('a refresh keeps what was typed for rows still there and the selection of rows still there', () => {
    const { actor, context, open } = start();
    open();
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'QUANTITY.CHANGED', id: 2, value: '4' });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'ITEMS.LOADED', items: [rowTwo] });
    expect(context()).toMatchObject({ items: [rowTwo], selected: [2], quantities: { 2: '4' } });
    expect(context().quantities[1]).toBeUndefined();
  });

  it('checks selection, quantities, payment and delivery in order with the spec messages, and sends nothing', () => {
    const { actor, effects, error, open } = start();
    open();
    const submit = (expected: string) => {
      actor.send({ type: 'SUBMIT' });
      expect(error()).toBe(expected);
      expect(actor.getSnapshot().value).toBe('editing');
    };
    submit(messages.chooseItems);
    actor.send({ type: 'TOGGLE', id: 1 });
    for (const typed of ['', ' ', '0', '-1', '1.5', 'abc']) {
      actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: typed });
      submit(messages.enterConfirmQuantity);
    }
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: '3' }); // row 1 has 2 left
    submit(messages.confirmQuantityInsufficient);
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: '2' });
    submit(messages.choosePaymentWay);
    // Row 2 joins: its publisher takes online payment and express only.
    actor.send({ type: 'TOGGLE', id: 2 });
    actor.send({ type: 'QUANTITY.CHANGED', id: 2, value: '0' });
    submit(messages.enterConfirmQuantity);
    actor.send({ type: 'QUANTITY.CHANGED', id: 2, value: '6' }); // row 2 has 5 left
    submit(messages.confirmQuantityInsufficient);
    actor.send({ type: 'QUANTITY.CHANGED', id: 2, value: '5' });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'offline' }); // not offered by row 2's publisher
    submit(messages.choosePaymentWay);
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'online' });
    submit(messages.chooseDeliveryMethod);
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'pickup' }); // not offered by row 2's publisher
    submit(messages.chooseDeliveryMethod);
    expect(effects.submit).not.toHaveBeenCalled();
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(effects.submit).toHaveBeenCalledOnce();
  });

  it('offers only the ways every selected publisher supports', () => {
    expect(offeredTradeWays(basketItems, [])).toEqual([]);
    expect(codes(offeredTradeWays(basketItems, [1]))).toEqual(['online', 'offline']);
    expect(codes(offeredTradeWays(basketItems, [2]))).toEqual(['online']);
    expect(codes(offeredTradeWays(basketItems, [1, 2]))).toEqual(['online']);
    expect(offeredDeliveryMethods(basketItems, [])).toEqual([]);
    expect(codes(offeredDeliveryMethods(basketItems, [1]))).toEqual(['express', 'pickup']);
    expect(codes(offeredDeliveryMethods(basketItems, [2, 1]))).toEqual(['express']);
    expect(codes(offeredDeliveryMethods([rowOne, { ...rowTwo, deliveryMethods: [{ code: 'registered', showName: '挂号信' }] }], [1, 2]))).toEqual([]);
  });

  it('unchooses a way the new selection no longer offers, and keeps one it still does', () => {
    const { actor, context, open } = start();
    open();
    actor.send({ type: 'TOGGLE', id: 1 });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'offline' });
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'pickup' });
    actor.send({ type: 'TOGGLE', id: 2 });
    expect(context()).toMatchObject({ selected: [1, 2], tradeWay: null, deliveryMethod: null });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'online' });
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' });
    actor.send({ type: 'TOGGLE', id: 1 });
    expect(context()).toMatchObject({ selected: [2], tradeWay: 'online', deliveryMethod: 'express' });
    actor.send({ type: 'TOGGLE_ALL' });
    expect(context().selected).toEqual([1, 2]);
    actor.send({ type: 'TOGGLE_ALL' });
    expect(context()).toMatchObject({ selected: [], tradeWay: null, deliveryMethod: null });
  });

  it.each([
    [{ levelId: 2, goldCoin: 5000, dealTimes: 50 }, messages.vipOnly],
    [{ levelId: 3, goldCoin: 999, dealTimes: 50 }, messages.beansUnder1000],
    [{ levelId: 3, goldCoin: 1000, dealTimes: 19 }, messages.dealsUnder20],
  ])('refuses anonymous scanning for %o: %s', (member, message) => {
    expect(anonymousProblem(member)).toBe(message);
    const { actor, context, open } = start(member);
    open();
    actor.send({ type: 'ANONYMOUS.TOGGLED' });
    expect(context()).toMatchObject({ anonymous: false, warning: message });
  });

  it('lets an eligible member tick and untick anonymous; a ticked box is checked again at submit', () => {
    expect(anonymousProblem({ levelId: 3, goldCoin: 1000, dealTimes: 20 })).toBeNull();
    const { actor, context, open } = start();
    open();
    actor.send({ type: 'ANONYMOUS.TOGGLED' });
    expect(context()).toMatchObject({ anonymous: true, warning: null });
    actor.send({ type: 'ANONYMOUS.TOGGLED' });
    expect(context().anonymous).toBe(false);
    // The member is the machine's input, so the box cannot be ticked for an ineligible one; the rule still stands.
    const ready: BasketContext = { ...context(), selected: [2], tradeWay: 'online', deliveryMethod: 'express' };
    expect(submitProblem(ready)).toBeNull();
    expect(submitProblem({ ...ready, anonymous: true })).toBeNull();
    expect(submitProblem({ ...ready, anonymous: true, member: ineligibleMember })).toBe(messages.vipOnly);
    expect(submitProblem({ ...ready, anonymous: true, member: { levelId: 4, goldCoin: 10, dealTimes: 99 } })).toBe(messages.beansUnder1000);
  });

  it('submits the selected rows in the request shape, shows step 2 and asks for a wallet refresh', () => {
    const { actor, effects, context, open } = start();
    open();
    actor.send({ type: 'TOGGLE', id: 2 });
    actor.send({ type: 'TOGGLE', id: 1 });
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: ' 2 ' });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'online' });
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' });
    actor.send({ type: 'ANONYMOUS.TOGGLED' });
    actor.send({ type: 'MESSAGE.CHANGED', value: ' 请尽快发货 ' });
    actor.send({ type: 'SUBMIT' });
    const payload = {
      confirmMessage: '请尽快发货',
      deliveryMethod: 'express',
      tradeWay: 'online',
      anonymous: true,
      basketConfirmInfos: [
        { id: 1, quantity: 2, lastNum: 2, price: 1500 },
        { id: 2, quantity: 2, lastNum: 5, price: 2800 },
      ],
    };
    expect(effects.submit).toHaveBeenCalledWith(payload);
    actor.send({ type: 'SUBMIT.FAILED', message: messages.quantityChanged });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe(messages.quantityChanged);
    actor.send({ type: 'SUBMIT' });
    expect(effects.submit).toHaveBeenLastCalledWith(payload);
    expect(context().error).toBeNull();
    expect(effects.scanned).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT.SUCCEEDED', result: confirmResult });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    expect(context()).toMatchObject({ result: confirmResult, notice: messages.scanSucceeded });
    expect(effects.scanned).toHaveBeenCalledOnce();
  });

  it('deletes the selected rows only when some are selected', () => {
    const { actor, effects, context, error, open } = start();
    open();
    actor.send({ type: 'DELETE_SELECTED' });
    expect(error()).toBe(messages.chooseRecordsToDelete);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.deleteItems).not.toHaveBeenCalled();
    actor.send({ type: 'TOGGLE', id: 1 });
    actor.send({ type: 'DELETE_SELECTED' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(effects.deleteItems).toHaveBeenCalledWith({ ids: [1] });
    actor.send({ type: 'DELETE.FAILED', message: messages.networkDown });
    expect(context()).toMatchObject({ error: messages.networkDown, selected: [1], items: basketItems });
    actor.send({ type: 'DELETE_SELECTED' });
    actor.send({ type: 'DELETE.SUCCEEDED', items: [rowTwo] });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ items: [rowTwo], selected: [], quantities: { 2: '2' }, notice: messages.selectedDeleted, error: null });
  });

  it('clears the whole basket', () => {
    const { actor, effects, context, open } = start();
    open();
    actor.send({ type: 'TOGGLE', id: 1 });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'offline' });
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().value).toBe('clearing');
    expect(effects.clearItems).toHaveBeenCalledOnce();
    actor.send({ type: 'CLEAR.FAILED', message: messages.networkDown });
    expect(context()).toMatchObject({ error: messages.networkDown, items: basketItems });
    actor.send({ type: 'CLEAR' });
    actor.send({ type: 'CLEAR.SUCCEEDED' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ items: [], selected: [], quantities: {}, tradeWay: null, notice: messages.basketCleared, error: null });
  });

  it('closing resets everything, from step 1, a call under way or step 2; closed ignores CLOSE', () => {
    const { actor, context, open } = start();
    const initial = structuredClone(context());
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false);
    open();
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'QUANTITY.CHANGED', id: 1, value: '2' });
    actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: 'online' });
    actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: 'express' });
    actor.send({ type: 'ANONYMOUS.TOGGLED' });
    actor.send({ type: 'MESSAGE.CHANGED', value: '请尽快发货' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT.SUCCEEDED', result: confirmResult });
    expect(context()).not.toEqual(initial);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(context()).toEqual(initial);
    for (const busy of [{ type: 'DELETE_SELECTED' }, { type: 'CLEAR' }, { type: 'REFRESH' }] as const) {
      open();
      actor.send({ type: 'TOGGLE', id: 2 });
      actor.send(busy);
      expect(actor.getSnapshot().value).not.toBe('editing');
      actor.send({ type: 'CLOSE' });
      expect(context()).toEqual(initial);
    }
  });
});

describe('publish', () => {
  const start = (publishType: 0 | 1, levelId: number) => {
    const effects = { publish: vi.fn(), published: vi.fn(), goAuthenticate: vi.fn() };
    const actor = createActor(
      publishMachine.provide({
        actions: { publish: (_, p) => effects.publish(p), published: (_, p) => effects.published(p), goAuthenticate: effects.goAuthenticate },
      }),
      { input: { publishType, member: { levelId } } },
    ).start();
    const context = () => actor.getSnapshot().context;
    const fill = (field: 'productId' | 'price' | 'quantity' | 'remark', value: string) => actor.send({ type: 'FIELD.CHANGED', field, value });
    return { actor, effects, context, fill, error: () => context().error };
  };

  it('sends level 1 to authentication, with the message', () => {
    const { actor, effects, context } = start(0, 1);
    expect(actor.getSnapshot().value).toBe('needsAuthentication');
    expect(context().error).toBe(messages.levelOneMustAuthenticate);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'GO_AUTH' });
    expect(effects.goAuthenticate).toHaveBeenCalledOnce();
  });

  it('lets level 2 publish buy offers but not sell offers; level 3 may sell', () => {
    const seller = start(1, 2);
    expect(seller.actor.getSnapshot().value).toBe('needsVip');
    expect(seller.error()).toBe(messages.levelTwoCannotSell);
    expect(seller.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    const buyer = start(0, 2);
    expect(buyer.actor.getSnapshot().value).toBe('editing');
    expect(buyer.error()).toBeNull();
    expect(start(1, 3).actor.getSnapshot().value).toBe('editing');
  });

  it('checks the form in order with the spec messages, and sends nothing', () => {
    const { actor, effects, error, fill } = start(1, 3);
    const submit = (expected: string) => {
      actor.send({ type: 'SUBMIT' });
      expect(error()).toBe(expected);
      expect(actor.getSnapshot().value).toBe('editing');
    };
    submit(messages.chooseProduct);
    fill('productId', '0');
    submit(messages.chooseProduct);
    fill('productId', '4');
    submit(messages.enterPrice);
    for (const price of ['0', '1.234', 'abc', '-5', '0.00']) {
      fill('price', price);
      submit(messages.enterPrice);
    }
    fill('price', '12.5');
    submit(messages.enterQuantity);
    for (const quantity of ['0', '1.5', '100001', 'x']) {
      fill('quantity', quantity);
      submit(messages.enterQuantity);
    }
    fill('quantity', '100000');
    actor.send({ type: 'TRADE_WAY.TOGGLED', tradeWay: 'online' });
    submit(messages.chooseTradeWay);
    actor.send({ type: 'TRADE_WAY.TOGGLED', tradeWay: 'offline' });
    actor.send({ type: 'DELIVERY.TOGGLED', deliveryMethod: 'express' });
    submit(messages.chooseDeliveryMethod);
    actor.send({ type: 'DELIVERY.TOGGLED', deliveryMethod: 'pickup' });
    fill('remark', longRemark);
    submit(messages.remarkTooLong);
    expect(effects.publish).not.toHaveBeenCalled();
    fill('remark', '邮'.repeat(200));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(effects.publish).toHaveBeenCalledOnce();
  });

  it('publishes the price in fen with the default ways, then reports the new offer', () => {
    const { actor, effects, context, fill } = start(0, 2);
    expect(context()).toMatchObject({ tradeWays: ['online'], deliveryMethods: ['express'] });
    fill('productId', '4');
    fill('price', '12.5');
    fill('quantity', ' 3 ');
    fill('remark', ' 全品 ');
    actor.send({ type: 'DELIVERY.TOGGLED', deliveryMethod: 'registered' });
    actor.send({ type: 'SUBMIT' });
    expect(effects.publish).toHaveBeenCalledWith({
      publishType: 0,
      productId: 4,
      price: 1250,
      quantity: 3,
      tradeWays: ['online'],
      deliveryMethods: ['express', 'registered'],
      remark: '全品',
    });
    actor.send({ type: 'PUBLISH.FAILED', message: messages.invalidRequest });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe(messages.invalidRequest);
    actor.send({ type: 'SUBMIT' });
    expect(effects.publish).toHaveBeenCalledTimes(2);
    expect(context().error).toBeNull();
    actor.send({ type: 'PUBLISH.SUCCEEDED', id: 7 });
    expect(actor.getSnapshot().value).toBe('published');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.published).toHaveBeenCalledWith({ id: 7 });
    expect(context()).toMatchObject({ publishedId: 7, notice: messages.published });
  });

  it('opens the credit-insufficient dialog when the line is short; closing it returns to the form', () => {
    const { actor, effects, context, fill } = start(1, 3);
    fill('productId', '4');
    fill('price', '150');
    fill('quantity', '2');
    actor.send({ type: 'SUBMIT' });
    expect(effects.publish).toHaveBeenCalledWith(expect.objectContaining({ publishType: 1, price: 15000, quantity: 2 }));
    actor.send({ type: 'CREDIT.INSUFFICIENT', kind: 'sell' });
    expect(actor.getSnapshot().value).toBe('creditInsufficient');
    expect(context()).toMatchObject({ creditKind: 'sell', error: messages.creditInsufficient });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'DIALOG.CLOSED' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().creditKind).toBeNull();
    expect(effects.published).not.toHaveBeenCalled();
  });
});

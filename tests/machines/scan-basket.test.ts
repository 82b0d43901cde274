import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import {
  agentFeeTotal,
  agentOffered,
  anonymousProblem,
  offeredDeliveryMethods,
  offeredTradeWays,
  scanBasketMachine,
  submitProblem,
  type BasketMember,
} from '../../src/machines/scan-basket.machine';
import { transitionPaths, uncovered } from './coverage';
import { agentOptions, basketItems, confirmResult, eligibleMember, ineligibleMember, rowOne, rowTwo, scanBasketModel } from './market-models';

/**
 * The scan basket dialog (spec sections 4, 5 and 6): each rule gives its spec message while the effects (spies
 * supplied with `.provide`) show what the browser is asked to do. Every state and transition is reached by a
 * generated path: coverage.test.ts proves it with scanBasketModel; here, that the proof notices a gap.
 */
const codes = (choices: ReadonlyArray<{ code: string }>) => choices.map((c) => c.code);

const start = (member: BasketMember = eligibleMember) => {
  const effects = { loadItems: vi.fn(), refreshItems: vi.fn(), deleteItems: vi.fn(), clearItems: vi.fn(), submit: vi.fn(), scanned: vi.fn() };
  const actor = createActor(
    scanBasketMachine.provide({
      actions: {
        loadItems: effects.loadItems,
        refreshItems: effects.refreshItems,
        deleteItems: (_, p) => effects.deleteItems(p),
        clearItems: effects.clearItems,
        submit: (_, p) => effects.submit(p),
        scanned: effects.scanned,
      },
    }),
    { input: { member } },
  ).start();
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  const open = () => {
    actor.send({ type: 'scanBasket.open' });
    actor.send({ type: 'items.loaded', items: basketItems });
  };
  /** With rows 1 and 2 selected: everything a valid anonymous submission needs. */
  const completeForm = () => {
    actor.send({ type: 'quantity.changed', id: 1, value: ' 2 ' });
    actor.send({ type: 'payment.chosen', tradeWay: 'online' });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'express' });
    actor.send({ type: 'anonymous.toggled' });
    actor.send({ type: 'message.changed', value: '请尽快发货' });
  };
  return { actor, effects, context, state, open, completeForm };
};

describe('the scan basket', () => {
  it('loads the rows when opened, each quantity field starting at the basket quantity; a failed load shows why', () => {
    const { actor, effects, context, state } = start();
    expect(state()).toBe('closed');
    actor.send({ type: 'scanBasket.open' });
    expect(state()).toBe('loading');
    expect(effects.loadItems).toHaveBeenCalledOnce();
    actor.send({ type: 'items.failed', message: messages.networkDown });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ items: [], error: messages.networkDown });
    actor.send({ type: 'scanBasket.close' });
    actor.send({ type: 'scanBasket.open' });
    expect(effects.loadItems).toHaveBeenCalledTimes(2);
    actor.send({ type: 'items.loaded', items: basketItems });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ items: basketItems, selected: [], quantities: { 1: '1', 2: '2' }, error: null });
    // Serialisable: arrays and plain records only.
    expect(JSON.parse(JSON.stringify(context()))).toEqual(context());
  });

  it('refreshes the rows on request (after a failed load, or a price or stock that changed), keeping what was typed and ticked', () => {
    const { actor, effects, context, state } = start();
    actor.send({ type: 'scanBasket.open' });
    actor.send({ type: 'items.failed', message: messages.networkDown });
    actor.send({ type: 'scanBasket.refresh' });
    expect(state()).toBe('loading');
    expect(effects.refreshItems).toHaveBeenCalledOnce();
    expect(context().error).toBeNull();
    actor.send({ type: 'items.loaded', items: basketItems });
    actor.send({ type: 'scanBasket.toggle', id: 2 });
    actor.send({ type: 'quantity.changed', id: 2, value: '2' });
    actor.send({ type: 'payment.chosen', tradeWay: 'online' });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'express' });
    actor.send({ type: 'scanBasket.submit' });
    expect(state()).toBe('submitting');
    actor.send({ type: 'scanBasket.failed', message: messages.priceChanged });
    expect(context().error).toBe(messages.priceChanged);
    actor.send({ type: 'scanBasket.refresh' });
    const repriced = basketItems.map((item) => (item.id === 2 ? { ...item, price: 1800, totalPrice: 1800 } : item));
    actor.send({ type: 'items.loaded', items: repriced });
    expect(context()).toMatchObject({ items: repriced, selected: [2], quantities: { 2: '2' }, tradeWay: 'online', deliveryMethod: 'express', error: null });
    expect(effects.refreshItems).toHaveBeenCalledTimes(2);
    expect(effects.loadItems).toHaveBeenCalledOnce();
  });

  it('checks selection, quantities, payment and delivery in order with the spec messages, and sends nothing', () => {
    const { actor, effects, context, state, open } = start();
    open();
    const refused = (expected: string) => {
      actor.send({ type: 'scanBasket.submit' });
      expect(context().error).toBe(expected);
      expect(state()).toBe('editing');
    };
    refused(messages.chooseItems);
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    for (const typed of ['', ' ', '0', '-1', '1.5', 'abc']) {
      actor.send({ type: 'quantity.changed', id: 1, value: typed });
      refused(messages.enterConfirmQuantity);
    }
    actor.send({ type: 'quantity.changed', id: 1, value: '3' }); // row 1 has 2 left
    refused(messages.confirmQuantityInsufficient);
    actor.send({ type: 'quantity.changed', id: 1, value: '2' });
    refused(messages.choosePaymentWay);
    // Row 2 joins: its publisher takes online payment and express only.
    actor.send({ type: 'scanBasket.toggle', id: 2 });
    actor.send({ type: 'quantity.changed', id: 2, value: '0' });
    refused(messages.enterConfirmQuantity);
    actor.send({ type: 'quantity.changed', id: 2, value: '6' }); // row 2 has 5 left
    refused(messages.confirmQuantityInsufficient);
    actor.send({ type: 'quantity.changed', id: 2, value: '5' });
    actor.send({ type: 'payment.chosen', tradeWay: 'offline' }); // not offered by row 2's publisher
    refused(messages.choosePaymentWay);
    actor.send({ type: 'payment.chosen', tradeWay: 'online' });
    refused(messages.chooseDeliveryMethod);
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'pickup' }); // not offered by row 2's publisher
    refused(messages.chooseDeliveryMethod);
    expect(effects.submit).not.toHaveBeenCalled();
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'express' });
    actor.send({ type: 'scanBasket.submit' });
    expect(state()).toBe('submitting');
    expect(effects.submit).toHaveBeenCalledOnce();
  });

  it('offers only the payment and delivery ways every selected publisher supports', () => {
    const offered = (selected: number[], items = basketItems) => ({
      tradeWays: codes(offeredTradeWays({ items, selected })),
      deliveryMethods: codes(offeredDeliveryMethods({ items, selected })),
    });
    expect(offered([])).toEqual({ tradeWays: [], deliveryMethods: [] });
    expect(offered([1])).toEqual({ tradeWays: ['online', 'offline'], deliveryMethods: ['express', 'pickup'] });
    expect(offered([2])).toEqual({ tradeWays: ['online'], deliveryMethods: ['express'] });
    expect(offered([2, 1])).toEqual({ tradeWays: ['online'], deliveryMethods: ['express'] });
    const registeredOnly = { ...rowTwo, deliveryMethods: [{ code: 'registered' as const, showName: '挂号信' }] };
    expect(offered([1, 2], [rowOne, registeredOnly]).deliveryMethods).toEqual([]);
  });

  it('unchooses a way the new selection no longer offers, and keeps one it still does', () => {
    const { actor, context, open } = start();
    open();
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    actor.send({ type: 'payment.chosen', tradeWay: 'offline' });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'pickup' });
    actor.send({ type: 'scanBasket.toggle', id: 2 });
    expect(context()).toMatchObject({ selected: [1, 2], tradeWay: null, deliveryMethod: null });
    actor.send({ type: 'payment.chosen', tradeWay: 'online' });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'express' });
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    expect(context()).toMatchObject({ selected: [2], tradeWay: 'online', deliveryMethod: 'express' });
    actor.send({ type: 'scanBasket.toggleAll' });
    expect(context().selected).toEqual([1, 2]);
    actor.send({ type: 'scanBasket.toggleAll' });
    expect(context()).toMatchObject({ selected: [], tradeWay: null, deliveryMethod: null });
  });

  it.each([
    [{ levelId: 2, goldCoin: 5000, dealTimes: 50 }, messages.vipOnly],
    [{ levelId: 3, goldCoin: 999, dealTimes: 50 }, messages.beansUnder1000],
    [{ levelId: 3, goldCoin: 1000, dealTimes: 19 }, messages.dealsUnder20],
  ])('refuses anonymous scanning to %o with %s, and leaves the box unticked', (member, message) => {
    expect(anonymousProblem(member)).toBe(message);
    const { actor, context, open } = start(member);
    open();
    actor.send({ type: 'anonymous.toggled' });
    expect(context()).toMatchObject({ anonymous: false, warning: message, error: null });
  });

  it('lets a VIP 3 with 1000 beans and 20 deals tick and untick anonymous', () => {
    expect(anonymousProblem({ levelId: 3, goldCoin: 1000, dealTimes: 20 })).toBeNull();
    const { actor, context, open } = start({ levelId: 3, goldCoin: 1000, dealTimes: 20 });
    open();
    actor.send({ type: 'anonymous.toggled' });
    expect(context()).toMatchObject({ anonymous: true, warning: null, error: null });
    actor.send({ type: 'anonymous.toggled' });
    expect(context().anonymous).toBe(false);
  });

  it('follows the member as the wallet changes: a ticked box is checked again at submit, and may always be unticked', () => {
    const { actor, effects, context, open } = start(ineligibleMember);
    open();
    actor.send({ type: 'anonymous.toggled' });
    expect(context()).toMatchObject({ anonymous: false, warning: messages.vipOnly });
    actor.send({ type: 'member.updated', member: eligibleMember });
    actor.send({ type: 'anonymous.toggled' });
    expect(context()).toMatchObject({ anonymous: true, warning: null, error: null });
    actor.send({ type: 'scanBasket.toggle', id: 2 });
    actor.send({ type: 'payment.chosen', tradeWay: 'online' });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'express' });
    expect(submitProblem(context())).toBeNull();
    // The beans are spent elsewhere while the dialog is open.
    actor.send({ type: 'member.updated', member: { ...eligibleMember, goldCoin: 10 } });
    actor.send({ type: 'scanBasket.submit' });
    expect(context().error).toBe(messages.beansUnder1000);
    expect(effects.submit).not.toHaveBeenCalled();
    expect(submitProblem({ ...context(), member: ineligibleMember })).toBe(messages.vipOnly);
    actor.send({ type: 'anonymous.toggled' });
    expect(context()).toMatchObject({ anonymous: false, error: null });
    actor.send({ type: 'scanBasket.submit' });
    expect(effects.submit).toHaveBeenCalledWith(expect.objectContaining({ anonymous: false }));
  });

  it('submits the selected rows in the request shape, shows step 2 and asks for a wallet refresh', () => {
    const { actor, effects, context, state, open, completeForm } = start();
    open();
    actor.send({ type: 'scanBasket.toggle', id: 2 });
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    completeForm();
    actor.send({ type: 'scanBasket.submit' });
    const payload = {
      confirmMessage: '请尽快发货',
      deliveryMethod: 'express',
      tradeWay: 'online',
      anonymous: true,
      // In row order, whatever order they were ticked in.
      basketConfirmInfos: [
        { id: 1, quantity: 2, lastNum: 2, price: 1500 },
        { id: 2, quantity: 2, lastNum: 5, price: 2800 },
      ],
    };
    expect(effects.submit).toHaveBeenCalledWith(payload);
    actor.send({ type: 'scanBasket.failed', message: messages.quantityChanged });
    expect(state()).toBe('editing');
    expect(context().error).toBe(messages.quantityChanged);
    actor.send({ type: 'scanBasket.submit' });
    expect(effects.submit).toHaveBeenLastCalledWith(payload);
    expect(context().error).toBeNull();
    expect(effects.scanned).not.toHaveBeenCalled();
    actor.send({ type: 'submit.succeeded', result: confirmResult });
    expect(state()).toBe('confirmed');
    expect(context()).toMatchObject({ result: confirmResult, notice: messages.scanSucceeded });
    expect(effects.scanned).toHaveBeenCalledOnce();
  });

  it('deletes the selected rows only when some are selected, keeping what was typed in the rows left', () => {
    const { actor, effects, context, state, open } = start();
    open();
    actor.send({ type: 'scanBasket.deleteSelected' });
    expect(context().error).toBe(messages.chooseRecordsToDelete);
    expect(state()).toBe('editing');
    expect(effects.deleteItems).not.toHaveBeenCalled();
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    actor.send({ type: 'quantity.changed', id: 2, value: '4' });
    actor.send({ type: 'scanBasket.deleteSelected' });
    expect(state()).toBe('deleting');
    expect(effects.deleteItems).toHaveBeenCalledWith({ ids: [1] });
    actor.send({ type: 'scanBasket.failed', message: messages.networkDown });
    expect(context()).toMatchObject({ error: messages.networkDown, selected: [1], items: basketItems });
    actor.send({ type: 'scanBasket.deleteSelected' });
    expect(context().error).toBeNull();
    actor.send({ type: 'scanBasket.done', items: [rowTwo] });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ items: [rowTwo], selected: [], quantities: { 2: '4' }, notice: messages.selectedDeleted, error: null });
    expect(context().quantities[1]).toBeUndefined();
  });

  it('clears the whole basket, unchoosing the ways', () => {
    const { actor, effects, context, state, open } = start();
    open();
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    actor.send({ type: 'payment.chosen', tradeWay: 'offline' });
    actor.send({ type: 'scanBasket.clear' });
    expect(state()).toBe('clearing');
    expect(effects.clearItems).toHaveBeenCalledOnce();
    actor.send({ type: 'scanBasket.failed', message: messages.networkDown });
    expect(context()).toMatchObject({ error: messages.networkDown, items: basketItems });
    actor.send({ type: 'scanBasket.clear' });
    actor.send({ type: 'scanBasket.done', items: [] });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ items: [], selected: [], quantities: {}, tradeWay: null, notice: messages.basketCleared, error: null });
  });

  it('resets everything on closing, from step 1, a call under way or step 2, and ignores a late answer', () => {
    const { actor, context, state, open, completeForm } = start();
    const initial = structuredClone(context());
    open();
    actor.send({ type: 'scanBasket.toggleAll' });
    completeForm();
    actor.send({ type: 'scanBasket.submit' });
    actor.send({ type: 'submit.succeeded', result: confirmResult });
    expect(context()).not.toEqual(initial);
    actor.send({ type: 'scanBasket.close' });
    expect(state()).toBe('closed');
    expect(context()).toEqual(initial);
    actor.send({ type: 'scanBasket.open' });
    actor.send({ type: 'scanBasket.close' });
    expect(context()).toEqual(initial);
    for (const call of [{ type: 'scanBasket.deleteSelected' }, { type: 'scanBasket.clear' }] as const) {
      open();
      actor.send({ type: 'scanBasket.toggle', id: 2 });
      actor.send(call);
      expect(state()).not.toBe('editing');
      actor.send({ type: 'scanBasket.close' });
      expect(context()).toEqual(initial);
      actor.send({ type: 'scanBasket.done', items: [rowTwo] });
      expect(state()).toBe('closed');
      expect(context()).toEqual(initial);
    }
  });
});

describe('the scan basket’s delivery agent (交割代理)', () => {
  it('chooses the default agent once the agents are read, offers them for an online posted order only, and sends the choice', () => {
    const { actor, effects, context, open } = start();
    open();
    actor.send({ type: 'agent.optionsLoaded', options: agentOptions });
    expect(context()).toMatchObject({ agentId: 7, agentChosen: false, instruction: 'forward' });
    actor.send({ type: 'scanBasket.toggle', id: 1 });
    actor.send({ type: 'payment.chosen', tradeWay: 'online' });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'pickup' });
    expect(agentOffered(context())).toBe(false);
    // Not offered: a choice is refused and nothing is sent.
    expect(actor.getSnapshot().can({ type: 'agent.chosen', agentId: 8 })).toBe(false);
    actor.send({ type: 'scanBasket.submit' });
    expect(effects.submit.mock.lastCall![0]).not.toHaveProperty('agent');
    actor.send({ type: 'scanBasket.failed', message: messages.networkDown });
    actor.send({ type: 'delivery.chosen', deliveryMethod: 'express' });
    expect(agentOffered(context())).toBe(true);
    expect(agentFeeTotal(context())).toBe(500);
    actor.send({ type: 'scanBasket.toggle', id: 2 });
    expect(agentFeeTotal(context())).toBe(1000);
    expect(actor.getSnapshot().can({ type: 'agent.chosen', agentId: 99 })).toBe(false);
    actor.send({ type: 'agent.instructionChosen', instruction: 'hold' });
    actor.send({ type: 'scanBasket.submit' });
    expect(effects.submit.mock.lastCall![0]).toMatchObject({ agent: { agentId: 7, instruction: 'hold' } });
    actor.send({ type: 'scanBasket.failed', message: messages.networkDown });
    actor.send({ type: 'agent.chosen', agentId: null });
    expect(agentFeeTotal(context())).toBe(0);
    expect(actor.getSnapshot().can({ type: 'agent.instructionChosen', instruction: 'forward' })).toBe(false);
    // Read again: the member's choice of none stays.
    actor.send({ type: 'agent.optionsLoaded', options: agentOptions });
    expect(context().agentId).toBeNull();
    actor.send({ type: 'scanBasket.submit' });
    expect(effects.submit.mock.lastCall![0]).not.toHaveProperty('agent');
    // Closing keeps the agents and chooses the default again.
    actor.send({ type: 'scanBasket.close' });
    expect(context()).toMatchObject({ agentOptions, agentId: 7, agentChosen: false, instruction: 'forward' });
  });
});

describe('the scan basket coverage proof', () => {
  it('notices what no path reaches when the paths that clear the basket are left out', () => {
    const withoutClear = transitionPaths(scanBasketMachine, scanBasketModel).filter((p) => !p.events.some((e) => e.type === 'scanBasket.clear'));
    expect(uncovered(scanBasketMachine, [{ input: scanBasketModel.input, paths: withoutClear }])).toEqual({
      states: ['scanBasket.clearing'],
      transitions: ['scanBasket.editing --scanBasket.clear--> scanBasket.clearing', 'scanBasket.clearing --scanBasket.done--> scanBasket.editing', 'scanBasket.clearing --scanBasket.failed--> scanBasket.editing'],
    });
  });
});

import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { callSending, type LifecycleCall, type LifecycleMachineName } from '../../src/api/contracts/lifecycle-calls';
import { messages } from '../../src/api/contracts/messages';
import { lifecycleActionMachine } from '../../src/machines/lifecycle-action.machine';

/**
 * One member action on a lifecycle object (src/machines/lifecycle-action.machine.ts), with its effects as spies
 * supplied with `.provide`: the call's own body schema refuses a broken form before anything is sent, a valid one is
 * sent once with the attempt's key, the server's refusal reopens the form, and only actions the call table has a call
 * for (for that role) can be chosen.
 */
const start = (machine: LifecycleMachineName = 'order') => {
  const sent: Array<{ call: LifecycleCall; attempt: string; body: Record<string, unknown> }> = [];
  const applied: Array<{ result: unknown; event: string | undefined }> = [];
  const actor = createActor(
    lifecycleActionMachine.provide({
      actions: {
        send: (_, params) => void sent.push(params),
        // What the feature's `applied` sees: the answer, and the call that succeeded still in the context.
        applied: ({ context }, { result }) => void applied.push({ result, event: context.call?.event }),
      },
    }),
    { input: { machine } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, snapshot, sent, applied };
};

const pay = { type: 'action.choose', event: 'order.pay', role: 'buyer', subject: 1, attempt: '1:order.pay:a' } as const;

describe('the lifecycle action machine', () => {
  it('chooses an action the call table has a call for, from that role: its call, its attempt, no error', () => {
    const { actor, snapshot } = start();
    actor.send(pay);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({ call: callSending('order', 'order.pay', 'buyer'), attempt: '1:order.pay:a', error: null });
  });

  it.each([
    ['a role without a call for it', 'order', 'order.pay', 'seller'],
    ["another machine's event", 'order', 'offline.confirmComplete', 'buyer'],
    ['a deadline (the system sends it, no member call)', 'order', 'order.paymentDeadlinePassed', 'buyer'],
    ['an event no machine has', 'offlineTrade', 'order.pay', 'buyer'],
  ])('refuses to choose %s', (_, machine, event, role) => {
    const { actor, snapshot, sent } = start(machine as LifecycleMachineName);
    actor.send({ type: 'action.choose', event, role, subject: 1, attempt: 'x' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ call: null, attempt: null, error: null });
    expect(sent).toEqual([]);
  });

  it.each([
    ['order.pay', 'buyer', { orderId: 1, payPassword: '12345' }, messages.payPasswordRule],
    ['order.pay', 'buyer', { orderId: 1 }, messages.enterPayPassword],
    ['order.ship', 'seller', { orderId: 1, expressCompany: '', trackingNo: 'SF1234567890' }, messages.chooseExpressCompany],
    ['order.ship', 'seller', { orderId: 1, expressCompany: '顺丰速运', trackingNo: 'SF-1' }, messages.enterTrackingNo],
    ['cancel.apply', 'buyer', { orderId: 1, reason: ' ' }, messages.chooseReason],
    ['refund.apply', 'buyer', { orderId: 1, reason: '少发', amount: 0, withReturn: true }, messages.refundAmountRule],
    ['order.evaluate', 'buyer', { orderId: 1, score: 1, comment: '好'.repeat(201) }, messages.remarkTooLong],
  ])('a %s body the schema refuses stays in editing with its message and sends nothing (%j)', (event, role, body, message) => {
    const { actor, snapshot, sent } = start();
    actor.send({ type: 'action.choose', event, role, subject: 1, attempt: 'a' });
    actor.send({ type: 'action.submit', body });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe(message);
    expect(snapshot().hasTag('busy')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('keeps every broken rule, the first of each field, so the form shows them all at once; a valid send clears them', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'action.choose', event: 'order.ship', role: 'seller', subject: 1, attempt: 'a' });
    actor.send({ type: 'action.submit', body: { orderId: 1, expressCompany: '', trackingNo: 'SF-1' } });
    expect(snapshot().context.rules).toEqual({ expressCompany: messages.chooseExpressCompany, trackingNo: messages.enterTrackingNo });
    actor.send({ type: 'action.submit', body: { orderId: 1, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' } });
    expect(snapshot().context).toMatchObject({ error: null, rules: {} });
  });

  it('sends a valid body once, with the attempt as its key, and is busy until the answer', () => {
    const { actor, snapshot, sent } = start();
    actor.send(pay);
    actor.send({ type: 'action.submit', body: { orderId: 1, payPassword: '12' } });
    actor.send({ type: 'action.submit', body: { orderId: 1, payPassword: '246810' } });
    expect(snapshot().value).toBe('sending');
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().context.error).toBeNull();
    // A second click while sending is not a second call.
    actor.send({ type: 'action.submit', body: { orderId: 1, payPassword: '246810' } });
    actor.send({ type: 'action.dismiss' });
    expect(snapshot().value).toBe('sending');
    expect(sent).toEqual([{ call: callSending('order', 'order.pay', 'buyer'), attempt: '1:order.pay:a', body: { orderId: 1, payPassword: '246810' } }]);
  });

  it("a failure returns to editing with the server's message; the retry is the same attempt", () => {
    const { actor, snapshot, sent, applied } = start();
    actor.send(pay);
    actor.send({ type: 'action.submit', body: { orderId: 1, payPassword: '246810' } });
    actor.send({ type: 'action.failed', message: messages.payPasswordWrong });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({ error: messages.payPasswordWrong, attempt: '1:order.pay:a' });
    expect(applied).toEqual([]);

    actor.send({ type: 'action.submit', body: { orderId: 1, payPassword: '135790' } });
    expect(snapshot().context.error).toBeNull();
    expect(sent.map((s) => s.attempt)).toEqual(['1:order.pay:a', '1:order.pay:a']);
  });

  it('a success hands the answer to `applied` (with the call that succeeded) and forgets the action', () => {
    const { actor, snapshot, applied } = start();
    actor.send(pay);
    actor.send({ type: 'action.submit', body: { orderId: 1, payPassword: '246810' } });
    actor.send({ type: 'action.succeeded', result: { id: 1, version: 2 } });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ call: null, attempt: null, error: null });
    expect(applied).toEqual([{ result: { id: 1, version: 2 }, event: 'order.pay' }]);
  });

  it('dismissing the form forgets the action, its attempt and its error', () => {
    const { actor, snapshot, sent } = start();
    actor.send(pay);
    actor.send({ type: 'action.submit', body: { orderId: 1 } });
    actor.send({ type: 'action.dismiss' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ call: null, attempt: null, error: null });
    expect(sent).toEqual([]);
  });

  it('the offline confirmations have one call per side: the chosen call is the one for my role', () => {
    const { actor, snapshot } = start('offlineTrade');
    actor.send({ type: 'action.choose', event: 'offline.confirmComplete', role: 'seller', subject: 1, attempt: 'a' });
    expect(snapshot().context.call?.path).toBe('/api/trade/offline/seller/confirmComplete');
  });
});

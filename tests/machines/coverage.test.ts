import { describe, expect, it } from 'vitest';
import { forgottenMachine } from '../../src/machines/forgotten.machine';
import { loginMachine } from '../../src/machines/login.machine';
import { registerMachine } from '../../src/machines/register.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { smsCodeMachine } from '../../src/machines/sms-code.machine';
import { offlineTradeMachine } from '../../src/machines/offline-trade.machine';
import { orderMachine } from '../../src/machines/order.machine';
import { publishOfferMachine } from '../../src/machines/publish-offer.machine';
import { scanBasketMachine } from '../../src/machines/scan-basket.machine';
import { machineGraph, transitionPaths, uncovered } from './coverage';
import { publishModels, scanBasketModel } from './market-models';
import { agentApplicationModels, buyerPublishedOrderModel, offlineTradeModel, orderModel } from './lifecycle-models';
import { agentApplicationMachine } from '../../src/machines/agent-application.machine';
import { forgottenModel, loginModel, registerModel, sessionModel, smsCodeModel, thirdPartyRegisterModel } from './models';

/**
 * Every state and every transition of every machine is exercised by a generated path. A transition added to a
 * machine without an event in its model (tests/machines/models.ts) fails here, by name.
 */
const cases = [
  ['session', () => uncovered(sessionMachine, [{ paths: transitionPaths(sessionMachine, sessionModel) }])],
  ['login', () => uncovered(loginMachine, [{ paths: transitionPaths(loginMachine, loginModel) }])],
  ['smsCode', () => uncovered(smsCodeMachine, [{ input: smsCodeModel.input, paths: transitionPaths(smsCodeMachine, smsCodeModel) }])],
  [
    'register',
    () =>
      uncovered(registerMachine, [
        { paths: transitionPaths(registerMachine, registerModel) },
        { input: thirdPartyRegisterModel.input, paths: transitionPaths(registerMachine, thirdPartyRegisterModel) },
      ]),
  ],
  ['forgotten', () => uncovered(forgottenMachine, [{ paths: transitionPaths(forgottenMachine, forgottenModel) }])],
  [
    'order',
    () =>
      uncovered(orderMachine, [
        { input: orderModel.input, paths: transitionPaths(orderMachine, orderModel) },
        { input: buyerPublishedOrderModel.input, paths: transitionPaths(orderMachine, buyerPublishedOrderModel) },
      ]),
  ],
  ['scanBasket', () => uncovered(scanBasketMachine, [{ input: scanBasketModel.input, paths: transitionPaths(scanBasketMachine, scanBasketModel) }])],
  ['publishOffer', () => uncovered(publishOfferMachine, publishModels.map((m) => ({ input: m.input, paths: transitionPaths(publishOfferMachine, m) })))],
  ['offlineTrade', () => uncovered(offlineTradeMachine, [{ input: offlineTradeModel.input, paths: transitionPaths(offlineTradeMachine, offlineTradeModel) }])],
  [
    'agentApplication',
    () => uncovered(agentApplicationMachine, agentApplicationModels.map((m) => ({ input: m.input, paths: transitionPaths(agentApplicationMachine, m) }))),
  ],
] as const;

describe('generated paths cover every state and transition', () => {
  it.each(cases)('%s', (_, check) => {
    expect(check()).toEqual({ states: [], transitions: [] });
  });

  it('notices a transition no path takes (the check can fail)', () => {
    const pathsWithoutLogout = transitionPaths(sessionMachine, sessionModel).filter((p) => !p.events.some((e) => e.type === 'LOGOUT'));
    const missing = uncovered(sessionMachine, [{ paths: pathsWithoutLogout }]);
    expect(missing.states).toEqual(['session.loggingOut']);
    expect(missing.transitions).toEqual(
      expect.arrayContaining(['session.member --LOGOUT--> session.loggingOut', 'session.loggingOut --LOGOUT.DONE--> session.guest']),
    );
  });

  it('enumerates the whole machine, always-transitions and guarded branches included', () => {
    const graph = machineGraph(registerMachine);
    expect(graph.states.map((s) => s.id)).toContain('register.bindingSubmitted');
    expect(graph.transitions.filter((t) => t.eventType === '').length).toBe(2);
  });
});

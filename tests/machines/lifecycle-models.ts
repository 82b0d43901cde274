import { agentRoles } from '../../src/api/contracts/agents';
import { authenticationRoles } from '../../src/api/contracts/authentication-names';
import { authenticationMachine, type AuthenticationEvent } from '../../src/machines/authentication.machine';
import { agentApplicationMachine, type AgentApplicationContext, type AgentApplicationEvent } from '../../src/machines/agent-application.machine';
import { roles } from '../../src/machines/lifecycle';
import { offlineTradeMachine, type OfflineTradeEvent } from '../../src/machines/offline-trade.machine';
import { orderMachine, type OrderEvent } from '../../src/machines/order.machine';
import type { ModelOptions } from './coverage';

/**
 * The event alphabets of the lifecycle machines: every event type sent by every role, with payloads that meet and
 * miss each guard. The machine tests, the coverage proof and the API model-based tests (tests/server/*.paths.test.ts)
 * generate their paths from these, so a path that passes here is replayed against the real server too.
 */
export const orderAmount = 12_000;

type Payloads<E extends { type: string }> = { [T in E['type']]: Array<Omit<Extract<E, { type: T }>, 'type' | 'by' | 'at'>> };

const orderPayloads: Payloads<OrderEvent> = {
  'order.pay': [{}],
  'order.paymentDeadlinePassed': [{}],
  'order.matched': [{}],
  'order.publisherCancel': [{}],
  'order.ship': [{ expressCompany: '顺丰速运', trackingNo: 'SF1000000001' }],
  'order.shipDeadlinePassed': [{}],
  'order.receive': [{}],
  'order.extendReceipt': [{}],
  'order.remindReceipt': [{}],
  'order.receiptDeadlinePassed': [{}],
  'order.evaluate': [{ score: 1, comment: '品相很好，发货快' }],
  'order.evaluationWindowPassed': [{}],
  'cancel.apply': [{ reason: '拍错了' }],
  'cancel.revoke': [{}],
  'cancel.refuse': [{}],
  'cancel.agree': [{}],
  'cancel.answerDeadlinePassed': [{}],
  'refund.apply': [
    { reason: '品相与描述不符', amount: orderAmount, withReturn: true },
    { reason: '少发一枚', amount: 3_000, withReturn: false },
    { reason: '超出实付', amount: orderAmount + 1, withReturn: false },
  ],
  'refund.cancel': [{}],
  'refund.refuseApply': [{}],
  'refund.confirm': [{}],
  'refund.answerDeadlinePassed': [{}],
  'refund.ship': [{ expressCompany: '中国邮政', trackingNo: 'EMS2000000002' }],
  'refund.refund': [{}],
  'refund.refuseRefund': [{}],
  'refund.returnDeadlinePassed': [{}],
  'dispute.refundBuyer': [{}],
  'dispute.releaseSeller': [{}],
};

function alphabet<E extends { type: string }>(payloads: Payloads<E>, senders: readonly string[] = roles): E[] {
  const events: E[] = [];
  for (const [type, list] of Object.entries(payloads) as Array<[string, object[]]>) {
    // `at` is the server's clock; one fixed instant is enough for the model (a second reminder at once is refused).
    for (const payload of list) for (const by of senders) events.push({ type, by, at: 0, ...payload } as unknown as E);
  }
  return events;
}

const orderEvents = alphabet<OrderEvent>(orderPayloads);

/** Input of every modelled order: the seller published the listing and the buyer took it. */
export const orderModel: ModelOptions<typeof orderMachine> = {
  input: { amount: orderAmount, publisherSide: 'seller' },
  events: () => orderEvents,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.cancellation?.by,
      s.context.refund && [s.context.refund.amount, s.context.refund.withReturn],
      s.context.receiptExtended,
      s.context.lastRemindAt !== null,
      s.context.evaluations.buyer !== null,
      s.context.evaluations.seller !== null,
    ]),
};

/** The other way round, so the buyer-published withdrawal is modelled too. */
export const buyerPublishedOrderModel: ModelOptions<typeof orderMachine> = { ...orderModel, input: { amount: orderAmount, publisherSide: 'buyer' } };

const offlineEvents = alphabet<OfflineTradeEvent>({
  'offline.confirmComplete': [{}],
  'offline.confirmFail': [{}],
  'offline.confirmDeadlinePassed': [{}],
  'dispute.decideComplete': [{}],
  'dispute.decideFail': [{}],
});

export const offlineTradeModel: ModelOptions<typeof offlineTradeMachine> = {
  input: { amount: orderAmount },
  events: () => offlineEvents,
};

const agentEvents = alphabet<AgentApplicationEvent>(
  {
    'agent.approve': [{}],
    'agent.reject': [{}],
    'agent.end': [{}],
    'agent.setDefault': [{}],
    'agent.unsetDefault': [{}],
    'agent.defaultCleared': [{}],
  },
  agentRoles,
);

/** A member applies to an agent (applyAgent); with and without asking for the default, and an agent's invitation. */
type AgentModel = ModelOptions<typeof agentApplicationMachine> & { input: AgentApplicationContext };
export const memberAppliedModel: AgentModel = {
  input: { initiator: 'member', wantsDefault: false },
  events: () => agentEvents,
};
export const memberAppliedForDefaultModel: AgentModel = { ...memberAppliedModel, input: { initiator: 'member', wantsDefault: true } };
export const agentInvitedModel: AgentModel = { ...memberAppliedModel, input: { initiator: 'agent', wantsDefault: false } };
export const agentApplicationModels = [memberAppliedModel, memberAppliedForDefaultModel, agentInvitedModel];

/**
 * Real-name authentication: every event from both roles, the rejection with a reason and without one (refused), and
 * each kind of submission.
 */
export const authenticationModel: ModelOptions<typeof authenticationMachine> = {
  events: () =>
    alphabet<AuthenticationEvent>(
      {
        'auth.submit': [{ kind: 'personal' }, { kind: 'merchant' }],
        'auth.resubmit': [{ kind: 'personal' }],
        'auth.approve': [{}],
        'auth.reject': [{ reason: '身份证照片模糊，请重新上传' }, { reason: '   ' }, { reason: '驳'.repeat(201) }],
      },
      authenticationRoles,
    ),
};

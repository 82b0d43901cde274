import { assign, setup } from 'xstate';
import { maxAgentNote, maxInspectionPhotos, type AgentDeliveryRole, type AgentDeliveryStage, type AgentInstruction } from '../api/contracts/agent-delivery-names';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import { allow, type LifecycleEventBase, type MachineMeta, type MoneyMove, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 交割代理 (spec sections 2 and 4; issue 29; docs/adr/0044): an online order's stamps go through the delivery agent the
 * order's taker chose at confirmation. The seller ships to the agent; the agent signs for the parcel, checks it against
 * the offer (quantity, grade, photos of what arrived) and either passes it or reports a problem; a passed parcel is
 * forwarded to the buyer or held for the member (库存), as the member asked; a member told of a problem accepts the
 * stamps after all or has them returned to the sender. The order itself (payment, receipt, refunds) stays the order
 * machine's: the delivery only moves the stamps and the agent's fee.
 *
 * The fee leaves the member's balance when the delivery is made (at the order's confirmation, `agentDelivery.create`,
 * in the same transaction) and waits in the platform's agent-fee account; the agent earns it by inspecting (passed or
 * not: the work is done), and the member has it back if they cancel before the parcel arrives.
 */
export interface AgentDeliveryContext {
  /** What the member asked for once the stamps pass (the agent may hold a parcel the member wanted forwarded only on request). */
  instruction: AgentInstruction;
  /** What the agent found: the count and grade checked, the problem reported. */
  checkedQuantity: number | null;
  checkedGrade: string | null;
  problem: string | null;
}

export type AgentDeliveryEvent = LifecycleEventBase<AgentDeliveryRole> &
  (CallEventOf<'agentDelivery'> | { type: 'agentDelivery.create'; instruction: AgentInstruction });

type Ctx = { context: AgentDeliveryContext; event: AgentDeliveryEvent };

const member: AgentDeliveryRole[] = ['member'];
const agent: AgentDeliveryRole[] = ['agent'];

/** Where a delivery's money sits: the member's balance, the agent's balance, the platform's agent-fee account. */
export type AgentDeliveryPlace = 'memberBalance' | 'agentBalance' | 'agentFees';
export type AgentDeliveryAmount = 'fee';
type FeeMove = MoneyMove<AgentDeliveryPlace, AgentDeliveryAmount>;
const holdFee: FeeMove[] = [{ from: 'memberBalance', to: 'agentFees', amount: 'fee' }];
const payFee: FeeMove[] = [{ from: 'agentFees', to: 'agentBalance', amount: 'fee' }];
const refundFee: FeeMove[] = [{ from: 'agentFees', to: 'memberBalance', amount: 'fee' }];

const forwardTo = { target: '#agentDelivery.forwarded' } as const;

/** What the call's body schema also says (agent-delivery-calls.ts): 1-9 photos, a reason of 1-200 characters once trimmed. */
const somePhotos = (photos: readonly string[]) => photos.length >= 1 && photos.length <= maxInspectionPhotos;
const inspected = ({ event }: Ctx) => event.type === 'agentDelivery.inspect' && event.quantity > 0 && somePhotos(event.photos);
const reported = ({ event }: Ctx) =>
  event.type === 'agentDelivery.reportProblem' && event.reason.trim().length >= 1 && event.reason.trim().length <= maxAgentNote && somePhotos(event.photos);

export const agentDeliveryMachine = setup({
  types: {
    context: {} as AgentDeliveryContext,
    events: {} as AgentDeliveryEvent,
  },
  actions: {
    recordInstruction: assign({ instruction: ({ event, context }) => (event.type === 'agentDelivery.create' ? event.instruction : context.instruction) }),
    recordCheck: assign(({ event }) =>
      event.type === 'agentDelivery.inspect' ? { checkedQuantity: event.quantity, checkedGrade: event.grade } : {},
    ),
    recordProblem: assign({ problem: ({ event, context }) => (event.type === 'agentDelivery.reportProblem' ? event.reason.trim() : context.problem) }),
  },
}).createMachine({
  id: 'agentDelivery',
  description:
    '交割代理：会员在确认订单时选择自己的交割代理人，代理费从余额中预付并由平台托管。卖方把邮品寄给代理人；代理人签收后按挂牌核对数量和品相并拍照验货，验货通过则按会员的要求转寄给买方或代为保管，发现问题则报告会员，由会员决定仍然接收或退回卖方。代理人验货后获得代理费；邮品到达前会员可以取消委托，代理费退回余额。订单的付款、收货和退款仍按订单流程办理。',
  meta: {
    eventLabels: {
      'agentDelivery.create': '委托代理（预付代理费）',
      'agentDelivery.cancel': '取消委托',
      'agentDelivery.receive': '代理人签收',
      'agentDelivery.inspect': '验货通过',
      'agentDelivery.reportProblem': '报告问题',
      'agentDelivery.accept': '仍然接收',
      'agentDelivery.reject': '要求退回',
      'agentDelivery.hold': '代为保管',
      'agentDelivery.forward': '转寄',
      'agentDelivery.returnToSender': '退回卖方',
    },
  } satisfies MachineMeta<AgentDeliveryEvent['type']>,
  context: { instruction: 'forward', checkedQuantity: null, checkedGrade: null, problem: null },
  initial: 'draft',
  states: {
    draft: {
      description: '委托（与订单确认在同一事务中，不会停留在此状态）。',
      meta: { label: '委托' } satisfies StateMeta,
      on: {
        'agentDelivery.create': allow(
          { roles: member, when: "the order's taker, with an active link to the agent; the balance covers the agent's fee", money: holdFee },
          { target: 'awaitingArrival', actions: 'recordInstruction' },
        ),
      },
    },
    awaitingArrival: {
      description: '待到货：等待卖方把邮品寄到代理人处；此时会员可以取消委托，代理费退回。',
      meta: { label: '待到货' } satisfies StateMeta,
      on: {
        'agentDelivery.receive': allow({ roles: agent, when: 'the parcel has arrived' }, { target: 'arrived' }),
        'agentDelivery.cancel': allow({ roles: member, when: 'before the parcel arrives', money: refundFee }, { target: 'cancelled' }),
      },
    },
    arrived: {
      description: '已到货待验货：代理人已签收，正在按挂牌核对数量和品相。',
      meta: { label: '已到货待验货' } satisfies StateMeta,
      on: {
        'agentDelivery.inspect': allow(
          { roles: agent, when: 'with the quantity and grade checked and 1-9 photos of what arrived', money: payFee },
          { target: 'inspected', accepts: inspected, actions: 'recordCheck' },
        ),
        'agentDelivery.reportProblem': allow(
          { roles: agent, when: 'with what is wrong (1-200 characters) and 1-9 photos', money: payFee },
          { target: 'problem', accepts: reported, actions: 'recordProblem' },
        ),
      },
    },
    problem: {
      description: '验货有问题：代理人已报告问题，等待会员决定仍然接收或退回卖方（退款按订单流程申请）。',
      meta: { label: '验货有问题' } satisfies StateMeta,
      on: {
        'agentDelivery.accept': allow({ roles: member, when: 'the member takes the stamps as they are' }, { target: 'inspected' }),
        'agentDelivery.reject': allow({ roles: member, when: 'the member wants them sent back to the seller' }, { target: 'returning' }),
      },
    },
    inspected: {
      description: '验货通过：等待代理人按会员的要求转寄给买方或代为保管。',
      meta: { label: '验货通过待转寄' } satisfies StateMeta,
      on: {
        'agentDelivery.forward': allow({ roles: agent, when: 'with the express company and tracking number' }, forwardTo),
        'agentDelivery.hold': allow({ roles: agent, when: 'the stamps stay in the agent’s stock for the member' }, { target: 'held' }),
      },
    },
    held: {
      description: '代为保管：邮品在代理人的库存中，会员需要时由代理人转寄。',
      meta: { label: '代为保管' } satisfies StateMeta,
      on: {
        'agentDelivery.forward': allow({ roles: agent, when: 'with the express company and tracking number' }, forwardTo),
      },
    },
    returning: {
      description: '待退回：会员要求把邮品退回卖方，等待代理人寄出。',
      meta: { label: '待退回' } satisfies StateMeta,
      on: {
        'agentDelivery.returnToSender': allow({ roles: agent, when: 'with the express company and tracking number' }, { target: 'returned' }),
      },
    },
    forwarded: {
      description: '已转寄：代理人已把邮品寄给买方。',
      meta: { label: '已转寄' } satisfies StateMeta,
      type: 'final',
    },
    returned: {
      description: '已退回：代理人已把邮品退回卖方。',
      meta: { label: '已退回' } satisfies StateMeta,
      type: 'final',
    },
    cancelled: {
      description: '已取消：会员在邮品到达前取消了委托，代理费已退回。',
      meta: { label: '已取消' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored delivery: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const agentDeliverySnapshots = storedSnapshots<typeof agentDeliveryMachine, AgentDeliveryStage, AgentDeliveryRole>(agentDeliveryMachine);

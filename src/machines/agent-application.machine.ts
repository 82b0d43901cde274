import { setup } from 'xstate';
import type { AgentLinkStage, AgentRole, AgentSide } from '../api/contracts/agents';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';

/**
 * A delivery-agent link (design/lifecycles.md, "Agent application"; spec section 4: it takes effect only after the
 * other side approves, and a member has one default agent at most). Either side may apply (the member with
 * applyAgent, the agent with addAgent); the side that did not apply approves or rejects (agentReview). The applicant
 * may withdraw a pending application; either side ends an active link (delAgent / delUser). The member makes an
 * active link the default or stops it being one (editAgentDef); when another link becomes the default, the server
 * clears this one (`agent.defaultCleared`, by system), in the same transaction.
 */
export interface AgentApplicationContext {
  /** Who applied; the other side reviews. */
  initiator: AgentSide;
  /** The member asked for this agent to become the default on approval. */
  wantsDefault: boolean;
}

/** The sides' events are typed from their calls (src/api/contracts/lifecycle-calls.ts); the system clears an old default. */
export type AgentApplicationEvent = LifecycleEventBase<AgentRole> & (CallEventOf<'agentApplication'> | { type: 'agent.defaultCleared' });

type Args = { context: AgentApplicationContext; event: AgentApplicationEvent };
const sentByReviewer = ({ context, event }: Args) => event.by !== context.initiator;
const sentByApplicant = ({ context, event }: Args) => event.by === context.initiator;
const sides: AgentSide[] = ['member', 'agent'];

export const agentApplicationMachine = setup({
  types: {
    context: {} as AgentApplicationContext,
    events: {} as AgentApplicationEvent,
    input: {} as AgentApplicationContext,
    tags: {} as Exclude<AgentLinkStage, 'closed'>,
  },
}).createMachine({
  id: 'agentApplication',
  description: 'A member and a delivery agent: one side applies, the other approves; the member may make it the default agent.',
  meta: {
    eventLabels: {
      'agent.applied': '提交申请',
      'agent.approve': '审核通过',
      'agent.reject': '审核拒绝',
      'agent.end': '撤回或解除',
      'agent.setDefault': '设为默认代理',
      'agent.unsetDefault': '取消默认代理',
      'agent.defaultCleared': '另设默认代理，本代理不再默认',
    },
  } satisfies MachineMeta<AgentApplicationEvent['type'] | 'agent.applied'>,
  context: ({ input }) => ({ initiator: input.initiator, wantsDefault: input.wantsDefault }),
  initial: 'pending',
  states: {
    pending: {
      tags: 'pending',
      description: 'Applied by one side; takes effect only when the other approves.',
      meta: { label: '待审核' } satisfies StateMeta,
      on: {
        'agent.approve': [
          allow(
            { roles: sides, when: 'sent by the side that did not apply; the member asked for the default' },
            { target: 'active.default', guard: (args: Args) => sentByReviewer(args) && args.context.wantsDefault },
          ),
          allow({ roles: sides, when: 'sent by the side that did not apply' }, { target: 'active.regular', guard: sentByReviewer }),
        ],
        'agent.reject': allow({ roles: sides, when: 'sent by the side that did not apply' }, { target: 'rejected', guard: sentByReviewer }),
        'agent.end': allow({ roles: sides, when: 'sent by the side that applied (withdrawing it)' }, { target: 'withdrawn', guard: sentByApplicant }),
      },
    },
    active: {
      tags: 'active',
      description: 'The agent acts for the member until either side ends the link.',
      initial: 'regular',
      meta: { label: '生效中' } satisfies StateMeta,
      on: {
        'agent.end': allow({ roles: sides }, { target: 'ended' }),
      },
      states: {
        regular: {
          meta: { label: '生效中' } satisfies StateMeta,
          on: { 'agent.setDefault': allow({ roles: ['member'] }, { target: 'default' }) },
        },
        default: {
          description: 'The member’s one default agent.',
          meta: { label: '默认代理' } satisfies StateMeta,
          on: {
            'agent.unsetDefault': allow({ roles: ['member'] }, { target: 'regular' }),
            'agent.defaultCleared': allow({ roles: ['system'], when: 'the member made another agent the default' }, { target: 'regular' }),
          },
        },
      },
    },
    rejected: { meta: { label: '已拒绝' } satisfies StateMeta, type: 'final' },
    withdrawn: { meta: { label: '已撤回' } satisfies StateMeta, type: 'final' },
    ended: { meta: { label: '已解除' } satisfies StateMeta, type: 'final' },
  },
});

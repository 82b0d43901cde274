import { z } from 'zod';
import { agentLinkStages, agentRoles, type AgentRole, type AgentSide } from './agent-names';
import { messages } from './messages';
import { auditEventSchema } from './order-audit';
import { jsonObjectSchema, pageQuery, stateValueSchema } from './trade';
import { id as idOf, idParam, idSchema, text } from './validation';

/**
 * Delivery agents (spec sections 2, 3, 4, 6 and 7, "Agents"; design/lifecycles.md, "Agent application"). A member
 * and an agent are linked by an application the other side approves; a member has at most one default agent.
 * Calls live under /api/user/agent/.
 */

/** The roles, the stages and their names are in agent-names.ts (no zod), re-exported for the server and the forms. */
export * from './agent-names';

export type AgentStateValue = string | { [key: string]: AgentStateValue };

/** The polite request the Apply-agent dialog starts with (spec section 5). */
export const defaultApplicationNote = '您好，我希望委托您作为我的交割代理人，代为办理邮品的收发货与交割，烦请审核通过，谢谢！';

const id = idSchema;
const remark = text(messages.fillApplicationNote)
  .trim()
  .min(1, { error: messages.fillApplicationNote })
  .max(200, { error: messages.applicationNoteTooLong });

/** POST applyAgent: a member asks an agent to act for them; `def` asks for it to be the default once approved. */
export const applyAgentRequest = z.object({
  agentId: idOf(messages.chooseAgent),
  remark,
  def: z.boolean({ error: messages.invalidRequest }).default(false),
});
/** The form's input: no agent chosen yet is `undefined`, which the schema refuses with 请选择代理人. */
export type ApplyAgentRequest = Omit<z.input<typeof applyAgentRequest>, 'agentId'> & { agentId: number | undefined };

/** POST addAgent: an agent invites a member (by user name or phone) to become a customer; the member approves. */
export const addAgentRequest = z.object({
  userName: text(messages.memberNotFound).trim().min(1, { error: messages.memberNotFound }).max(40, { error: messages.memberNotFound }),
  remark,
});
export type AddAgentRequest = z.input<typeof addAgentRequest>;

/** POST agentReview: the side that did not apply approves (`pass`) or rejects it. */
export const agentReviewRequest = z.object({ id, pass: z.boolean({ error: messages.invalidRequest }) });
export type AgentReviewRequest = z.input<typeof agentReviewRequest>;

/** POST delAgent / delUser: end links (or withdraw one's own pending applications); all or nothing. */
export const agentLinkIdsRequest = z.object({
  ids: z.array(id, { error: messages.chooseRecordsToDelete }).min(1, { error: messages.chooseRecordsToDelete }).max(50, { error: messages.invalidRequest }),
});
export type AgentLinkIdsRequest = z.input<typeof agentLinkIdsRequest>;

/** POST editAgentDef/{id}: make the link the member's default agent (`def` true, the default) or stop it being one. */
export const editAgentDefRequest = z.object({ def: z.boolean({ error: messages.invalidRequest }).default(true) });
/** editAgentDef/{id}: the path's id (the browser checks the number it writes into the path with it). */
export const agentLinkParams = z.object({ id: idParam });

/** GET list?userName: agents whose user name contains the text, to choose one in the Apply-agent dialog. */
export const agentSearchQuery = z.object({ userName: text(messages.invalidRequest).trim().max(40, { error: messages.invalidRequest }).default('') });

/** GET myAgent/page and myUser/page: pageNo, pageSize and an optional stage filter. */
export const agentLinkPageQuery = pageQuery.extend({ stage: z.enum(agentLinkStages, { error: messages.invalidRequest }).optional() });

/** GET events?id&format: a link's recorded history for its two sides (the 流程 view and the auditors' CSV). */
export const agentLinkEventsQuery = z.object({ id: idParam, format: z.enum(['json', 'csv'], { error: messages.invalidRequest }).default('json') });

/** An agent found by name. */
export const agentCandidateSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** Completed trades, as the member's own record shows them. */
  dealTimes: z.number().int(),
  /** Whether the caller already has a pending application or an active link with this agent. */
  linked: z.boolean(),
});
export type AgentCandidate = z.infer<typeof agentCandidateSchema>;

export interface AgentLinkEventRecord {
  id: number;
  event: string;
  role: AgentRole;
  actor: string | null;
  from: AgentStateValue;
  to: AgentStateValue;
  createTime: string;
}

const agentSideSchema = z.enum(['member', 'agent']) satisfies z.ZodType<AgentSide>;

/** One link as either side sees it. */
export const agentLinkSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  agentId: z.number().int(),
  agentName: z.string(),
  /** The caller's side of the link: the browser asks the machine what this side may send. */
  side: agentSideSchema,
  /** Who applied; the other side reviews. */
  initiator: agentSideSchema,
  remark: z.string(),
  /** Whether the member asked for this agent to become the default when approved. */
  wantsDefault: z.boolean(),
  /** Whether it is the member's default agent now. */
  def: z.boolean(),
  stateValue: stateValueSchema,
  context: jsonObjectSchema,
  stateName: z.string(),
  stage: z.enum(agentLinkStages),
  version: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;

/** GET myAgent: the member's active agents, the default first (what a delivery choice offers). */
export const myAgentsSchema = z.array(agentLinkSchema.pick({ id: true, agentId: true, agentName: true, def: true }));
export type MyAgents = z.infer<typeof myAgentsSchema>;

/** A link's history replayed by the server through its machine (the order audit's shape, for a link). */
export const agentLinkAuditSchema = z.object({
  id: z.number().int(),
  input: z.object({ initiator: agentSideSchema, wantsDefault: z.boolean() }),
  stateValue: stateValueSchema,
  replayedStateValue: stateValueSchema,
  replayMatches: z.boolean(),
  events: z.array(auditEventSchema(agentRoles)),
});
export type AgentLinkAudit = z.infer<typeof agentLinkAuditSchema>;

/**
 * The words of agent links without their schemas: who acts on a link and where it stands, with their Chinese names.
 * agents.ts builds its zod schemas from these and re-exports them; a page that only shows names imports them from
 * here and loads no zod (issue 12).
 */

/** Who acts on an agent link: the member who uses the agent, the agent, and the server (clearing an old default). */
export const agentRoles = ['member', 'agent', 'system'] as const;
export type AgentRole = (typeof agentRoles)[number];
/** The two sides of a link: either may apply, and the other reviews. */
export type AgentSide = Exclude<AgentRole, 'system'>;
export const agentRoleNames: Record<AgentRole, string> = { member: '会员', agent: '代理人', system: '系统' };

/** Where a link stands, from its machine state's tag (pending, active) or, untagged, closed. */
export const agentLinkStages = ['pending', 'active', 'closed'] as const;
export type AgentLinkStage = (typeof agentLinkStages)[number];
export const agentLinkStageNames: Record<AgentLinkStage, string> = { pending: '待审核', active: '生效中', closed: '已结束' };

import type { UserInfo } from '../../api/contracts/auth';
import { shellMessages as messages } from '../../api/contracts/shell-messages';

/**
 * The member rules of spec sections 5 and 6 that the header and the floating menu apply. Each returns what should
 * happen instead of the action, or 'allowed'.
 */
export type Gate = 'allowed' | 'login' | 'authenticate' | { warn: string };

/** Watch and sweep basket: levelId 4 (Elite VIP) and above. */
export function eliteGate(user: UserInfo | null): Gate {
  if (!user) return 'login';
  return user.levelId >= 4 ? 'allowed' : { warn: messages.eliteVipOnly };
}

/** Publishing: login; level 1 goes to authentication; level 2 may publish buy offers but not sell offers. */
export function publishGate(user: UserInfo | null, kind: 'buy' | 'sell'): Gate {
  if (!user) return 'login';
  if (user.levelId <= 1) return 'authenticate';
  if (kind === 'sell' && user.levelId === 2) return { warn: messages.vipOnly };
  return 'allowed';
}

/** Margin (bond) trading needs real-name authentication (isAuth). */
export function bondGate(user: UserInfo | null): Gate {
  if (!user) return 'login';
  return user.isAuth ? 'allowed' : 'authenticate';
}

/** An agent (spec section 6: agent flag 1) uses the agent variant of the agent system. */
export const isAgent = (user: UserInfo | null) => user?.agent === 1;

/** The agent tab's destination: the agent variant for agents, the default one for everyone else. */
export const agentHome = (user: UserInfo | null) => (isAgent(user) ? '/agents/agent/apply' : '/agents/default/apply');

/** Verification status for the header: unverified, personal (authType 0) or merchant (authType 1). */
export const verificationLabel = (user: UserInfo) =>
  user.authType === 1 ? '商户认证' : user.authType === 0 ? '个人认证' : '未认证';

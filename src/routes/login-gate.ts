import type { SiteRoute } from '../features/site/site-map-types';
import type { RouterContext } from './router-context';

/** Whether the route's loader may fetch the page's data: on a login-only page, only for a member. */
export interface GateDecision {
  mayLoad: boolean;
}

/**
 * The login gate of spec section 4, run in every route's beforeLoad: a login-only page shows its content to members
 * only; a visitor gets the login dialog, and closing it goes home. If the session is still being restored when the
 * page loads, the gate waits for it rather than guess. A preload (a hovered link) only learns the answer: no dialog.
 */
export async function loginGate(site: SiteRoute, context: RouterContext, preload: boolean): Promise<GateDecision> {
  if (!site.requiresLogin) return { mayLoad: true };
  if ((await context.sessionStatus()) === 'member') return { mayLoad: true };
  if (!preload) context.openLogin({ onCancel: context.goHome });
  return { mayLoad: false };
}

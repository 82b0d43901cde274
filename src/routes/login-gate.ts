import type { SiteRoute } from '../features/site/site-map-types';
import type { RouterContext } from './router-context';

/** Whether the route's loader may fetch the page's data: on a login-only page, only for a member (staff pages: staff). */
export interface GateDecision {
  mayLoad: boolean;
}

/**
 * The login gate of spec section 4, run in every route's beforeLoad: a login-only page shows its content to members
 * only; a visitor gets the login dialog, and closing it goes home. If the session is still being restored when the
 * page loads, the gate waits for it rather than guess. A preload (a hovered link) only learns the answer: no dialog.
 * A staff page is a login-only page whose data only platform staff load: the page itself tells anyone else 无权访问.
 */
export async function loginGate(site: SiteRoute, context: RouterContext, preload: boolean): Promise<GateDecision> {
  if (!site.requiresLogin && !site.staff) return { mayLoad: true };
  if ((await context.sessionStatus()) === 'member') return { mayLoad: !site.staff || (await isStaff(context)) };
  if (!preload) context.openLogin({ onCancel: context.goHome });
  return { mayLoad: false };
}

/** Asked of the server once per session (the answer is kept under 'user'); loaded only when a staff page is opened. */
async function isStaff(context: RouterContext): Promise<boolean> {
  const { staffAccessQueryOptions } = await import('../api/authentication/staff-authentications');
  return context.queryClient.fetchQuery(staffAccessQueryOptions()).catch(() => false);
}

import type { QueryClient } from '@tanstack/react-query';
import type { LoginDialogOptions } from '../features/auth';

/** Who is browsing, once the session knows (spec section 4). */
export type KnownSessionStatus = 'guest' | 'member';

/**
 * What every route's beforeLoad and loader may use (createRootRouteWithContext). The values live in React providers
 * (the query cache, the session machine, the login dialog); RouterServices connects them before the first load.
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** Guest or member; while the session is still being restored (token cookie, user info) this waits for it. */
  sessionStatus(): Promise<KnownSessionStatus>;
  openLogin(options: LoginDialogOptions): void;
  goHome(): void;
}

const notConnected = (): never => {
  throw new Error('The router context is connected by RouterServices (the router\'s InnerWrap) before the first load.');
};

/** The router's context until RouterServices renders: any use of it is a wiring mistake, said loudly. */
export const unconnectedContext: RouterContext = {
  get queryClient(): QueryClient {
    return notConnected();
  },
  sessionStatus: notConnected,
  openLogin: notConnected,
  goHome: notConnected,
};

import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginReply } from '../../api/contracts/auth';
import type { sessionMachine } from '../../machines/session.machine';

/** What the session asks of the login dialog, which lives further down the tree (features/auth subscribes). */
export type SessionRequest = 'openLogin' | 'forcePhoneStep';

export interface SessionHandle {
  actor: ActorRefFrom<typeof sessionMachine>;
  /** Subscribe to the session's requests for the login dialog; returns the unsubscribe function. */
  onRequest(listener: (request: SessionRequest) => void): () => void;
  /** After login, registration or binding: keep the session (cookies, local user info) and tell the machine. */
  signIn(reply: LoginReply): void;
  refreshUser(): void;
  /**
   * Something logging out must wait for (at most `logoutWaitMs`) before the server ends the session: the live socket's
   * handshake still on its way. Returns the function that unregisters it.
   */
  beforeLogout(wait: () => Promise<unknown>): () => void;
}

export const SessionContext = createContext<SessionHandle | null>(null);

export function useSessionHandle(): SessionHandle {
  const handle = useContext(SessionContext);
  if (!handle) throw new Error('useSession* must be used inside <SessionProvider>');
  return handle;
}

import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { logout } from '../../api/auth/logout';
import type { LoginReply } from '../../api/contracts/auth';
import { shellMessages as messages } from '../../api/contracts/shell-messages';
import { clientEvents } from '../../api/client-events';
import { sessionStore } from '../../api/session-store';
import { getUserInfo } from '../../api/user/get-user-info';
import { getWallet } from '../../api/user/get-wallet';
import { sessionMachine } from '../../machines/session.machine';
import { forgetAllDrafts } from '../shared/form-drafts';
import { notify } from '../shared/toaster';
import { pageNavigation } from './go-home';
import { SessionContext, type SessionHandle, type SessionRequest } from './session-context';

/** The longest logging out waits for what must settle first (SessionHandle.beforeLogout). */
export const logoutWaitMs = 2000;

/**
 * Runs the session machine for the whole app and gives it its real effects: the API calls, the cookies and local
 * user info, the API client's session codes (spec section 8) and the requests it makes of the login dialog.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<(request: SessionRequest) => void>());
  const request = (r: SessionRequest) => listeners.current.forEach((listener) => listener(r));
  const logoutWaits = useRef(new Set<() => Promise<unknown>>());

  const actor = useActorRef(
    sessionMachine.provide({
      actions: {
        loadWallet: () => {
          getWallet().then(
            (wallet) => actor.send({ type: 'wallet.loaded', wallet }),
            () => undefined, // the header keeps the last figures; the client already warned
          );
        },
        clearSession: () => {
          sessionStore.clear();
          // The drafts of this tab's forms are the member's: the next person at this browser starts from empty forms.
          forgetAllDrafts();
          // Every kept answer, not only those under userKeys: the member's inbox, purses and orders live under their
          // own domains' keys, and the next person at this browser must not see them while a page reads them again.
          queryClient.removeQueries();
        },
        openLogin: () => request('openLogin'),
        forcePhoneStep: () => request('forcePhoneStep'),
        warnAndGoHome: (_, { message }) => {
          if (message) notify.warning(message);
          pageNavigation.goHomeSoon();
        },
        requestLogout: () => {
          // What must settle first (the live socket's handshake), but never longer than logoutWaitMs; clearing happens
          // even if the call fails (spec section 4).
          const waits = Promise.allSettled([...logoutWaits.current].map((wait) => wait()));
          let timer: ReturnType<typeof setTimeout> | undefined;
          const cap = new Promise((resolve) => (timer = setTimeout(resolve, logoutWaitMs)));
          const done = () => actor.send({ type: 'logout.done' });
          void Promise.race([waits, cap])
            .then(() => {
              clearTimeout(timer);
              return logout();
            })
            .then(done, done);
        },
        announceLogout: () => {
          notify.success(messages.logoutSucceeded);
          pageNavigation.goHomeSoon();
        },
      },
    }),
  );

  const handle = useMemo<SessionHandle>(() => {
    const loadUser = () =>
      getUserInfo().then(
        (user) => {
          sessionStore.saveUserInfo(user);
          actor.send({ type: 'user.loaded', user });
        },
        () => actor.send({ type: 'user.failed' }),
      );
    return {
      actor,
      onRequest: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      signIn: (reply: LoginReply) => {
        sessionStore.save(reply);
        actor.send({ type: 'session.loggedIn', user: reply.userinfo });
      },
      refreshUser: () => void loadUser(),
      beforeLogout: (wait) => {
        logoutWaits.current.add(wait);
        return () => logoutWaits.current.delete(wait);
      },
    };
  }, [actor]);

  useEffect(() => {
    if (sessionStore.token()) {
      // The user info kept locally shows the member at once; the fresh copy follows.
      const cached = sessionStore.userInfo();
      if (cached) actor.send({ type: 'user.loaded', user: cached });
      handle.refreshUser();
    } else {
      actor.send({ type: 'restore.noToken' });
    }
    return clientEvents.subscribe((event) => {
      if (event.type === 'loginRequired') actor.send({ type: 'login.required' });
      if (event.type === 'sessionEnded') actor.send({ type: 'session.ended', message: event.msg });
      if (event.type === 'walletChanged') actor.send({ type: 'wallet.changed' });
      if (event.type === 'warning') notify.warning(event.msg);
    });
  }, [actor, handle]);

  return <SessionContext.Provider value={handle}>{children}</SessionContext.Provider>;
}

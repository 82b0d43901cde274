import { useEffect, useMemo, type ReactNode } from 'react';
import { onDemand, useInbox } from '../shared/on-demand';
import { useSessionHandle } from '../session';
import { AuthDialogsContext, type AuthCommand, type AuthDialogsHandle } from './auth-dialogs-context';

/** The dialogs' code (the login machine, its steps, the captcha...) comes with their first use, not with the page. */
const dialogsCode = onDemand(() => import('./auth-dialogs'));

/**
 * The login dialog, the protocol viewer and the go-authentication prompt, available to every page. `navigate` is the
 * router's (this provider sits inside the root route); `currentPath` decides where a finished login goes. Opening one
 * before its code has arrived (a login-only page's gate, the header's 登录) opens it as soon as it has.
 */
export function AuthDialogsProvider({
  children,
  navigate,
  currentPath,
}: {
  children: ReactNode;
  navigate: (to: string) => void;
  currentPath: () => string;
}) {
  const session = useSessionHandle();
  const inbox = useInbox<AuthCommand>();
  const code = dialogsCode.useLoaded();

  const dialogs = useMemo<AuthDialogsHandle>(() => {
    const send = (command: AuthCommand) => {
      inbox.send(command);
      dialogsCode.load().catch(() => undefined); // not arrived (network down): the next use tries again
    };
    return {
      openLogin: (options = {}) => send({ type: 'openLogin', options }),
      openProtocol: (protocolType) => send({ type: 'openProtocol', protocolType }),
      openGoAuth: () => send({ type: 'openGoAuth' }),
      forcePhoneStep: () => send({ type: 'forcePhoneStep' }),
    };
  }, [inbox]);

  useEffect(
    () =>
      session.onRequest((request) => {
        if (request === 'openLogin') dialogs.openLogin();
        else dialogs.forcePhoneStep();
      }),
    [session, dialogs],
  );

  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      {code && <code.AuthDialogs inbox={inbox} navigate={navigate} currentPath={currentPath} />}
    </AuthDialogsContext.Provider>
  );
}

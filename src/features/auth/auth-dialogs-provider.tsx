import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { checkCode } from '../../api/auth/check-code';
import { login } from '../../api/auth/login';
import { startThirdLogin } from '../../api/auth/third-party';
import { messages } from '../../api/contracts/messages';
import { loginMachine } from '../../machines/login.machine';
import { notify } from '../shared/toaster';
import { pageNavigation, redirectDelayMs, useSessionActions, useSessionHandle } from '../session';
import { AuthDialogsContext, type AuthDialogs, type LoginDialogOptions } from './auth-dialogs-context';
import { GoAuthPrompt } from './go-auth-prompt';
import { LoginDialog } from './login-dialog';
import { ProtocolViewer } from './protocol-viewer';
import { rememberedCredentials } from './remembered-credentials';

/** Where "go authenticate" leads (the personal centre's real-name page). */
export const authenticationPath = '/person/authentication';

/**
 * The login dialog, the protocol viewer and the go-authentication prompt, available to every page. `navigate` is the
 * router's (this provider sits inside the root route); `currentPath` decides where a finished login goes.
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
  const { signIn, refreshUser } = useSessionActions();
  const options = useRef<LoginDialogOptions>({});
  const [protocolType, setProtocolType] = useState(0);
  const [goAuthOpen, setGoAuthOpen] = useState(false);

  const actor = useActorRef(
    loginMachine.provide({
      actions: {
        login: (_, credentials) => {
          login({ username: credentials.account, password: credentials.password }).then(
            (reply) => {
              signIn(reply);
              actor.send({ type: 'LOGIN.SUCCEEDED', checkPhone: reply.checkPhone, checkAuth: reply.checkAuth });
            },
            (error: Error) => actor.send({ type: 'LOGIN.FAILED', message: error.message }),
          );
        },
        rememberCredentials: (_, credentials) => rememberedCredentials.write(credentials),
        verifyPhone: (_, body) => {
          checkCode(body).then(
            (reply) => {
              refreshUser();
              actor.send({ type: 'VERIFY.SUCCEEDED', checkAuth: reply.checkAuth });
            },
            (error: Error) => actor.send({ type: 'VERIFY.FAILED', message: error.message }),
          );
        },
        startThirdParty: (_, { kind }) => {
          startThirdLogin(kind).then(({ url }) => pageNavigation.leaveTo(url), () => undefined);
        },
        finishLogin: () => {
          notify.success(messages.loginSucceeded);
          options.current.onSuccess?.();
          // Spec section 4: reload after 1 s; on the register page go home instead.
          window.setTimeout(() => {
            actor.send({ type: 'CLOSE' });
            if (currentPath() === '/register') navigate('/');
            else pageNavigation.reload();
          }, redirectDelayMs);
        },
        finishVerification: () => {
          notify.success(messages.phoneVerified);
          window.setTimeout(() => {
            actor.send({ type: 'CLOSE' });
            navigate('/');
          }, redirectDelayMs);
        },
        goAuthenticate: () => navigate(authenticationPath),
        cancelled: () => options.current.onCancel?.(),
      },
    }),
  );

  const dialogs = useMemo<AuthDialogs>(
    () => ({
      openLogin: (next = {}) => {
        options.current = next;
        actor.send({ type: 'OPEN', remembered: rememberedCredentials.read() });
      },
      openProtocol: setProtocolType,
      openGoAuth: () => setGoAuthOpen(true),
    }),
    [actor],
  );

  useEffect(
    () =>
      session.onRequest((request) => {
        if (request === 'openLogin') dialogs.openLogin();
        else actor.send({ type: 'FORCE_PHONE_STEP' });
      }),
    [session, dialogs, actor],
  );

  const closeProtocol = useCallback(() => setProtocolType(0), []);
  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      <LoginDialog actor={actor} navigate={navigate} />
      <ProtocolViewer type={protocolType} onClose={closeProtocol} />
      <GoAuthPrompt
        open={goAuthOpen}
        onClose={() => setGoAuthOpen(false)}
        onGo={() => {
          setGoAuthOpen(false);
          navigate(authenticationPath);
        }}
      />
    </AuthDialogsContext.Provider>
  );
}

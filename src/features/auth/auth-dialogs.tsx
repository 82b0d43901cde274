import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkCode } from '../../api/auth/check-code';
import { login } from '../../api/auth/login';
import { startThirdLogin } from '../../api/auth/third-party';
import { messages } from '../../api/contracts/messages';
import { loginMachine } from '../../machines/login.machine';
import type { Inbox } from '../shared/on-demand';
import { notify } from '../shared/toaster';
import { pageNavigation, redirectDelayMs, useSessionActions } from '../session';
import { authenticationPath, type AuthCommand, type LoginDialogOptions } from './auth-dialogs-context';
import { GoAuthPrompt } from './go-auth-prompt';
import { LoginDialog } from './login-dialog';
import { ProtocolViewer } from './protocol-viewer';
import { rememberedCredentials } from './remembered-credentials';

/**
 * The login dialog (with its machine), the protocol viewer and the go-authentication prompt. Loaded on their first use
 * by AuthDialogsProvider, whose commands they take from `inbox`. `navigate` is the router's; `currentPath` decides
 * where a finished login goes.
 */
export function AuthDialogs({
  inbox,
  navigate,
  currentPath,
}: {
  inbox: Inbox<AuthCommand>;
  navigate: (to: string) => void;
  currentPath: () => string;
}) {
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
              actor.send({ type: 'login.succeeded', checkPhone: reply.checkPhone, checkAuth: reply.checkAuth });
            },
            (error: Error) => actor.send({ type: 'login.failed', message: error.message }),
          );
        },
        rememberCredentials: (_, credentials) => rememberedCredentials.write(credentials),
        verifyPhone: (_, body) => {
          checkCode(body).then(
            (reply) => {
              refreshUser();
              actor.send({ type: 'verify.succeeded', checkAuth: reply.checkAuth });
            },
            (error: Error) => actor.send({ type: 'verify.failed', message: error.message }),
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
            actor.send({ type: 'login.close' });
            if (currentPath() === '/register') navigate('/');
            else pageNavigation.reload();
          }, redirectDelayMs);
        },
        finishVerification: () => {
          notify.success(messages.phoneVerified);
          window.setTimeout(() => {
            actor.send({ type: 'login.close' });
            navigate('/');
          }, redirectDelayMs);
        },
        goAuthenticate: () => navigate(authenticationPath),
        cancelled: () => options.current.onCancel?.(),
      },
    }),
  );

  useEffect(
    () =>
      inbox.receive((command) => {
        if (command.type === 'openLogin') {
          options.current = command.options;
          actor.send({ type: 'login.open', remembered: rememberedCredentials.read() });
        } else if (command.type === 'forcePhoneStep') actor.send({ type: 'login.forcePhoneStep' });
        else if (command.type === 'openProtocol') setProtocolType(command.protocolType);
        else setGoAuthOpen(true);
      }),
    [inbox, actor],
  );

  const closeProtocol = useCallback(() => setProtocolType(0), []);
  return (
    <>
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
    </>
  );
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/api/contracts/messages';
import { AuthDialogsProvider, useLoginDialog } from '../../src/features/auth';
import { rememberedCredentials } from '../../src/features/auth/remembered-credentials';
import { SessionProvider, useSessionHandle } from '../../src/features/session';
import { loginMachine, type LoginEvent } from '../../src/machines/login.machine';
import { describeEvent, edgeWalks, takenEdges, transitionPaths, uncovered, type ModelOptions } from '../machines/coverage';
import { loginModel, unverifiedUser, verifiedUser } from '../machines/models';
import { fakeApiHandlers, fakeApiState, releaseHeld, type FakeApi } from './fake-api';
import { renderWithProviders } from './render';

/**
 * Model-based test of the login dialog: walks generated from login.machine.ts (together they take every edge of its
 * graph, each walk from a fresh dialog) are replayed against the rendered dialog. Each machine event becomes what a
 * member does (or what the server answers), and after every step the screen must show the machine's state. The last
 * tests prove the walks cover the machine and take every edge one path per edge would.
 */

type Snapshot = SnapshotFrom<typeof loginMachine>;

// One vertex per state, form completeness and the remember box: enough for every guard to go both ways.
const dialogModel: ModelOptions<typeof loginMachine> = {
  ...loginModel,
  serializeState: (s) => JSON.stringify([s.value, s.context.account !== '' && s.context.password !== '', s.context.remember]),
};
const paths = edgeWalks(loginMachine, dialogModel);

const api: FakeApi = fakeApiState();
const server = setupServer(...fakeApiHandlers(api));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Triggers() {
  const login = useLoginDialog();
  const session = useSessionHandle();
  return (
    <>
      <button onClick={() => login.open()}>打开登录</button>
      <button
        onClick={() => {
          session.actor.send({ type: 'session.loggedIn', user: unverifiedUser });
          session.refreshUser();
        }}
      >
        会话发现手机未验证
      </button>
    </>
  );
}

function renderDialog() {
  return renderWithProviders(
    <SessionProvider>
      <AuthDialogsProvider navigate={() => undefined} currentPath={() => '/index'}>
        <Triggers />
      </AuthDialogsProvider>
    </SessionProvider>,
  );
}

const dialog = () => screen.getByRole('dialog', { name: '登录' });
const submitButton = () => dialog().querySelector('button[type="submit"]')!;

/** What the member does for an event; `next` says how the server will answer the call it makes. */
async function perform(user: ReturnType<typeof userEvent.setup>, event: LoginEvent, next: LoginEvent | undefined) {
  const inDialog = () => within(dialog());
  switch (event.type) {
    case 'login.open':
      rememberedCredentials.write(event.remembered ?? null);
      return user.click(screen.getByRole('button', { name: '打开登录' }));
    case 'login.forcePhoneStep':
      api.user = unverifiedUser;
      await user.click(screen.getByRole('button', { name: '会话发现手机未验证' }));
      await screen.findByRole('form', { name: '手机验证' });
      api.user = verifiedUser;
      return;
    case 'account.changed':
      await user.clear(inDialog().getByLabelText('用户名/手机号'));
      return user.type(inDialog().getByLabelText('用户名/手机号'), event.value);
    case 'password.changed':
      await user.clear(inDialog().getByLabelText('密码', { exact: true }));
      return user.type(inDialog().getByLabelText('密码', { exact: true }), event.value);
    case 'remember.toggled':
      return user.click(inDialog().getByText('记住密码'));
    case 'login.submit':
      api.login =
        next?.type === 'login.succeeded'
          ? { ok: { checkPhone: next.checkPhone, checkAuth: next.checkAuth } }
          : next?.type === 'login.failed'
            ? { fail: next.message }
            : 'hang';
      return user.click(submitButton());
    case 'login.verify':
      api.checkCode =
        next?.type === 'verify.succeeded'
          ? { ok: { checkPhone: true, checkAuth: next.checkAuth } }
          : next?.type === 'verify.failed'
            ? { fail: next.message }
            : 'hang';
      await user.clear(inDialog().getByLabelText('手机号', { exact: true }));
      if (event.phone) await user.type(inDialog().getByLabelText('手机号', { exact: true }), event.phone);
      if (event.code) await user.type(inDialog().getByLabelText('验证码'), event.code);
      return user.click(submitButton());
    case 'login.thirdParty':
      return user.click(inDialog().getByText(event.kind === 'alipay' ? '支付宝登录' : '微信登录'));
    case 'login.goAuth':
      return user.click(inDialog().getByRole('button', { name: '去认证' }));
    case 'login.skip':
      return user.click(inDialog().getByRole('button', { name: '跳过' }));
    case 'login.leave':
      return user.click(inDialog().getByText('免费注册'));
    case 'login.close':
      return user.click(inDialog().getByRole('button', { name: '关闭' }));
    // Server answers: chosen by the step that made the call, let through now.
    case 'login.succeeded':
    case 'login.failed':
    case 'verify.succeeded':
    case 'verify.failed':
      return releaseHeld(api);
  }
}

/** The screen shows the machine's state, and nothing of another step. */
async function expectScreen(snapshot: Snapshot) {
  if (snapshot.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
    return;
  }
  await waitFor(() => {
    const view = within(dialog());
    const { account, password, remember, error } = snapshot.context;
    if (snapshot.matches('credentials') || snapshot.matches('loggingIn')) {
      view.getByRole('form', { name: '账号登录' });
      expect(view.getByLabelText('用户名/手机号')).toHaveValue(account);
      expect(view.getByLabelText('密码', { exact: true })).toHaveValue(password);
      expect(view.getByRole('checkbox', { name: '记住密码' })).toHaveProperty('checked', remember);
      expect(submitButton().hasAttribute('data-loading')).toBe(snapshot.matches('loggingIn'));
    }
    if (snapshot.matches('phoneStep')) {
      view.getByRole('form', { name: '手机验证' });
      expect(submitButton().hasAttribute('data-loading')).toBe(snapshot.matches({ phoneStep: 'checking' }));
    }
    if (snapshot.matches('authStep')) view.getByRole('button', { name: '跳过' });
    else expect(view.queryByRole('button', { name: '跳过' })).toBeNull();
    if (snapshot.matches('succeeded')) view.getByText(messages.loginSucceeded);
    if (snapshot.matches('verified')) view.getByText(messages.phoneVerified);
    if (error && !snapshot.matches('succeeded')) view.getByText(error);
  });
}

describe('the login dialog follows login.machine', () => {
  // Named by number and length: a walk's full description is dozens of events (it is in the failure's diff).
  it.each(paths.map((p, i) => [`walk ${i + 1} of ${paths.length}, ${p.events.length} events from ${p.events[0]!.type}`, p] as const))('%s', async (_, path) => {
    Object.assign(api, fakeApiState());
    const user = userEvent.setup();
    renderDialog();
    await expectScreen(path.snapshots[0]!);
    for (const [index, event] of path.events.entries()) {
      try {
        await perform(user, event, path.events[index + 1]);
        await expectScreen(path.snapshots[index + 1]!);
      } catch (error) {
        throw new Error(`at event ${index + 1} (${describeEvent(event)}) of ${path.description}`, { cause: error });
      }
    }
  });

  it('the replayed walks cover every state and transition of the machine', () => {
    expect(uncovered(loginMachine, [{ paths }])).toEqual({ states: [], transitions: [] });
  });

  it('the walks take every edge of the graph that one path per edge would', () => {
    expect(takenEdges(loginMachine, dialogModel, paths)).toEqual(takenEdges(loginMachine, dialogModel, transitionPaths(loginMachine, dialogModel)));
  });
});

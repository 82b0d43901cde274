import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { UserInfo } from '../../src/api/contracts/auth';
import { clientEvents } from '../../src/api/client-events';
import { sessionStore } from '../../src/api/session-store';
import { SessionProvider, useSession, useSessionActions, useSessionHandle } from '../../src/features/session';
import { sessionMachine, type SessionEvent } from '../../src/machines/session.machine';
import { transitionPaths, uncovered } from '../machines/coverage';
import { sessionModel, verifiedUser } from '../machines/models';
import { renderWithProviders } from './render';

/**
 * Model-based test of the session: paths generated from session.machine.ts are replayed on the real SessionProvider
 * (cookies, local storage, the API client's events, MSW answering the calls). Answers are held until the path's
 * event says the server answered, so every intermediate state can be checked on screen.
 */

type Snapshot = SnapshotFrom<typeof sessionMachine>;
const paths = transitionPaths(sessionMachine, sessionModel);

const held = new Map<string, Array<() => void>>();
const hold = (name: string) => new Promise<void>((release) => held.set(name, [...(held.get(name) ?? []), release]));
const release = async (name: string) => {
  await waitFor(() => expect(held.get(name)?.length ?? 0).toBeGreaterThan(0));
  await act(async () => held.get(name)!.splice(0).forEach((r) => r()));
};
let userAnswer: { user: UserInfo } | { code: number } = { user: verifiedUser };
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const server = setupServer(
  http.get('*/api/user/info', async () => {
    await hold('user');
    return 'user' in userAnswer ? envelope(userAnswer.user) : HttpResponse.json({ code: userAnswer.code, msg: '登录已过期，请重新登录', data: null });
  }),
  http.get('*/api/user/account/wallet', async () => {
    await hold('wallet');
    return envelope({ goldCoin: 1200, balance: 5_000_000, personalScore: 300 });
  }),
  http.post('*/api/user/logout', async () => {
    await hold('logout');
    return envelope(null);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  held.clear();
});
afterAll(() => server.close());

function Probe() {
  const { status, user, wallet } = useSession();
  const { logout, refreshUser, signIn } = useSessionActions();
  const { onRequest } = useSessionHandle();
  const [requests, setRequests] = useState<string[]>([]);
  useEffect(() => onRequest((r) => setRequests((all) => [...all, r])), [onRequest]);
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user ? `${user.userName}:${user.checkPhone ? 'phone' : 'no-phone'}` : '-'}</p>
      <p data-testid="wallet">{wallet ? wallet.goldCoin : '-'}</p>
      <p data-testid="requests">{requests.join(',')}</p>
      <button onClick={() => signIn({ token: 't', agent: 0, userinfo: verifiedUser, checkAuth: true, checkPhone: true })}>模拟登录</button>
      <button onClick={refreshUser}>刷新</button>
      <button onClick={logout}>退出</button>
    </div>
  );
}

async function perform(event: SessionEvent) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'user.loaded':
      userAnswer = { user: event.user };
      if (!held.get('user')?.length) await user.click(screen.getByRole('button', { name: '刷新' }));
      return release('user');
    case 'user.failed':
      userAnswer = { code: 500 };
      return release('user');
    case 'restore.noToken':
      return; // decided at render: no token cookie
    case 'session.loggedIn':
      return user.click(screen.getByRole('button', { name: '模拟登录' }));
    case 'wallet.loaded':
      // A wallet answer needs a request: the member's entry made one; a later one is asked for as the client does.
      if (!held.get('wallet')?.length) act(() => clientEvents.emit({ type: 'walletChanged' }));
      return release('wallet');
    case 'wallet.changed':
      return act(() => clientEvents.emit({ type: 'walletChanged' }));
    case 'login.required':
      return act(() => clientEvents.emit({ type: 'loginRequired' }));
    case 'session.ended':
      return act(() => clientEvents.emit({ type: 'sessionEnded', msg: event.message }));
    case 'session.logout':
      return user.click(screen.getByRole('button', { name: '退出' }));
    case 'logout.done':
      return release('logout');
  }
}

async function expectScreen(snapshot: Snapshot) {
  const status = snapshot.matches('restoring') ? 'restoring' : snapshot.matches('guest') ? 'guest' : 'member';
  await waitFor(() => {
    expect(screen.getByTestId('status')).toHaveTextContent(status);
    const { user, wallet } = snapshot.context;
    expect(screen.getByTestId('user')).toHaveTextContent(user ? `${user.userName}:${user.checkPhone ? 'phone' : 'no-phone'}` : '-');
    expect(screen.getByTestId('wallet')).toHaveTextContent(wallet ? String(wallet.goldCoin) : '-');
  });
  // A visitor never keeps a token after the session ended; a member always has one.
  if (snapshot.matches('member')) expect(sessionStore.token()).not.toBeNull();
}

describe('the session follows session.machine', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    userAnswer = { user: verifiedUser };
    if (path.events[0]?.type !== 'restore.noToken') document.cookie = 'token=token-1; path=/';
    renderWithProviders(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    // Without a token the provider leaves 'restoring' while mounting: there is no screen of it to check.
    if (path.events[0]?.type !== 'restore.noToken') await expectScreen(path.snapshots[0]!);
    for (const [index, event] of path.events.entries()) {
      await perform(event);
      await expectScreen(path.snapshots[index + 1]!);
    }
    const last = path.events.at(-1)!;
    if (last.type === 'login.required' || last.type === 'session.ended' || last.type === 'logout.done') {
      expect(sessionStore.token()).toBeNull();
    }
    if (path.snapshots.at(-1)!.matches('member') && !path.snapshots.at(-1)!.context.user!.checkPhone) {
      expect(screen.getByTestId('requests')).toHaveTextContent('forcePhoneStep');
    }
  });

  it('the replayed paths cover every state and transition of the machine', () => {
    expect(uncovered(sessionMachine, [{ paths }])).toEqual({ states: [], transitions: [] });
  });
});

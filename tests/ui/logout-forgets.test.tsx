import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../src/api/user/keys';
import { logoutWaitMs, useSessionActions, useSessionHandle } from '../../src/features/session';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { logIn } from './render-app';
import { renderInRouter } from './render-in-router';

/**
 * Leaving forgets every answer the browser kept (session-provider.tsx): the member's inbox, purses and orders are not
 * all under one key, and the next person at this browser must not be shown them, not even for the moment before a
 * page reads them again. And it waits first for what must settle (SessionHandle.beforeLogout: the live socket's handshake,
 * which would otherwise reach the server after the session ended and be refused), but never longer than logoutWaitMs.
 */
const { api, server } = useFakeServer(() => ({}), () => []);

function LogoutButton({ waitFor: wait }: { waitFor?: () => Promise<unknown> }) {
  const { logout } = useSessionActions();
  const { beforeLogout } = useSessionHandle();
  useEffect(() => (wait ? beforeLogout(wait) : undefined), [beforeLogout, wait]);
  return <Button onClick={logout}>退出</Button>;
}

/** Counts the logout calls that reached the server. */
function countLogouts() {
  const calls = { count: 0 };
  server.use(
    http.post('*/api/user/logout', () => {
      calls.count += 1;
      return HttpResponse.json({ code: 200, msg: 'ok', data: null });
    }),
  );
  return calls;
}

describe('logging out', () => {
  it('leaves no kept answer behind, the member’s own outside userKeys included (can fail)', async () => {
    logIn(api, verifiedUser);
    const { queryClient } = renderInRouter(<LogoutButton />);
    for (const key of [userKeys.wallet(), userKeys.inboxPage({ pageNo: 1, pageSize: 10 } as never), ['wallet', 'logs', 1], ['trade', 'orders', 1]]) {
      queryClient.setQueryData(key, { kept: true });
    }
    expect(queryClient.getQueryCache().findAll({ queryKey: userKeys.inbox() })).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(queryClient.getQueryCache().findAll().filter((q) => q.state.data !== undefined).map((q) => q.queryKey)).toEqual([]));
  });

  /** Clicks 退出 with the clock faked (the cap's timer is made by the click), runs `meanwhile`, then real time again. */
  async function logOutOnFakeClock(meanwhile: () => Promise<void>) {
    const button = await screen.findByRole('button', { name: '退出' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(button);
      await meanwhile();
    } finally {
      vi.useRealTimers();
    }
  }

  it('waits for what must settle first (the live socket’s handshake) before the server ends the session (can fail)', async () => {
    logIn(api, verifiedUser);
    const calls = countLogouts();
    let handshakeOver = () => {};
    const handshake = new Promise<void>((resolve) => (handshakeOver = resolve));
    renderInRouter(<LogoutButton waitFor={() => handshake} />);
    await logOutOnFakeClock(async () => {
      await vi.advanceTimersByTimeAsync(logoutWaitMs - 1);
      expect(calls.count).toBe(0);
      handshakeOver();
    });
    await waitFor(() => expect(calls.count).toBe(1));
  });

  it('waits no longer than logoutWaitMs for it (can fail)', async () => {
    logIn(api, verifiedUser);
    const calls = countLogouts();
    renderInRouter(<LogoutButton waitFor={() => new Promise(() => {})} />);
    await logOutOnFakeClock(async () => {
      await vi.advanceTimersByTimeAsync(logoutWaitMs - 1);
      expect(calls.count).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
    });
    await waitFor(() => expect(calls.count).toBe(1));
  });
});

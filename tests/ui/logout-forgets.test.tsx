import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../src/api/user/keys';
import { useSessionActions } from '../../src/features/session';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { logIn } from './render-app';
import { renderInRouter } from './render-in-router';

/**
 * Leaving forgets every answer the browser kept (session-provider.tsx): the member's inbox, purses and orders are not
 * all under one key, and the next person at this browser must not be shown them, not even for the moment before a
 * page reads them again.
 */
const { api } = useFakeServer(() => ({}), () => []);

function LogoutButton() {
  const { logout } = useSessionActions();
  return <Button onClick={logout}>退出</Button>;
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
});

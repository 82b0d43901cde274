import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { messages } from '../../src/api/contracts/messages';
import { protocolQueryOptions } from '../../src/api/system/get-protocol';
import { AuthDialogsProvider, useGoAuthPrompt, useProtocolViewer } from '../../src/features/auth';
import { SessionProvider } from '../../src/features/session';
import { fakeApiHandlers, fakeApiState } from './fake-api';
import { renderWithProviders } from './render';

/** The protocol viewer (spec section 4) and the go-authentication prompt, opened the way pages open them. */
const server = setupServer(...fakeApiHandlers(fakeApiState()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function Openers() {
  const protocols = useProtocolViewer();
  const goAuth = useGoAuthPrompt();
  return (
    <>
      <button onClick={() => protocols.open(1)}>注册协议</button>
      <button onClick={() => protocols.open(5)}>信用分规则</button>
      <button onClick={() => goAuth.open()}>需要认证</button>
    </>
  );
}

function renderOpeners() {
  const navigate = vi.fn();
  const { queryClient } = renderWithProviders(
    <SessionProvider>
      <AuthDialogsProvider navigate={navigate} currentPath={() => '/index'}>
        <Openers />
      </AuthDialogsProvider>
    </SessionProvider>,
  );
  return { navigate, queryClient };
}

it('shows a protocol the server has, by type code', async () => {
  renderOpeners();
  await userEvent.click(screen.getByRole('button', { name: '注册协议' }));
  const dialog = await screen.findByRole('dialog', { name: '邮市用户注册协议' });
  expect(dialog).toHaveTextContent('协议正文');
});

it('closes again when the server has no protocol of that type', async () => {
  const { queryClient } = renderOpeners();
  await userEvent.click(screen.getByRole('button', { name: '信用分规则' }));
  // The server has answered (no protocol) and the viewer has let go of type 5: it is closed again (type 0).
  await waitFor(() => {
    const query = queryClient.getQueryCache().find({ queryKey: protocolQueryOptions(5).queryKey });
    expect(query?.state.status).toBe('success');
    expect(query?.state.data).toBeNull();
    expect(query?.getObserversCount()).toBe(0);
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  // Closed means type 0: the same viewer opens the next protocol normally.
  await userEvent.click(screen.getByRole('button', { name: '注册协议' }));
  expect(await screen.findByRole('dialog', { name: '邮市用户注册协议' })).toBeInTheDocument();
});

it('the go-authentication prompt sends the member to real-name authentication', async () => {
  const { navigate } = renderOpeners();
  await userEvent.click(screen.getByRole('button', { name: '需要认证' }));
  expect(await screen.findByText(messages.notAuthenticated)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '去认证' }));
  expect(navigate).toHaveBeenCalledWith('/person/authentication');
  await waitFor(() => expect(screen.queryByText(messages.notAuthenticated)).toBeNull());
});

import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { UserInfo } from '../../src/api/contracts/auth';
import { SessionProvider } from '../../src/features/session';
import { createAppRouter } from '../../src/routes/router';
import { verifiedUser } from '../machines/models';
import type { FakeApi } from './fake-api';
import { renderWithProviders } from './render';

/** The whole app (router, session, shell) at `path`, as a member sees it after loading the page. */
export function renderAppAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const rendered = renderWithProviders(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...rendered };
}

/** A logged-in member: the token cookie and the stored user info the session restores from. */
export function logIn(api: FakeApi, user: UserInfo = verifiedUser) {
  document.cookie = 'token=token-1; path=/';
  localStorage.setItem('userInfo', JSON.stringify(user));
  api.user = user;
}

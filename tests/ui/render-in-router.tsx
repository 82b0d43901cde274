import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useRouter } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { AuthDialogsProvider } from '../../src/features/auth';
import { SessionProvider } from '../../src/features/session';
import { renderWithProviders } from './render';

/**
 * One feature's component on a page of its own: the app's providers, the session, the auth dialogs and a router at
 * `path` whose every path shows `ui` (so a navigation the component makes is read from `router.state.location`
 * instead of rendering another page and its calls). For a component's own flows; the whole app is renderAppAt.
 */
export function renderInRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({ component: () => <AuthDialogs>{ui}</AuthDialogs>, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const rendered = renderWithProviders(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...rendered };
}

function AuthDialogs({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <AuthDialogsProvider navigate={(to) => void router.navigate({ to })} currentPath={() => router.state.location.pathname}>
      {children}
    </AuthDialogsProvider>
  );
}

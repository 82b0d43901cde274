import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import { waitFor, type SnapshotFrom } from 'xstate';
import { AuthDialogsProvider, useLoginDialog } from '../features/auth';
import { useSessionHandle } from '../features/session';
import type { sessionMachine } from '../machines/session.machine';
import type { KnownSessionStatus, RouterContext } from './router-context';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** As useSession reports it: a member stays a member while their logout is under way. */
const statusOf = (snapshot: SessionSnapshot): KnownSessionStatus | 'restoring' =>
  snapshot.matches('restoring') ? 'restoring' : snapshot.matches('guest') ? 'guest' : 'member';

/**
 * The router's InnerWrap: what routes need before any of them renders. The login dialog lives here, above the
 * matches, because a route's beforeLoad opens it before the page exists; and the router context is connected here,
 * during render, before the Transitioner's first load (as RouterProvider's own `context` prop is).
 */
export function RouterServices({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <AuthDialogsProvider navigate={(to) => void router.navigate({ to })} currentPath={() => router.state.location.pathname}>
      <ConnectRouterContext />
      {children}
    </AuthDialogsProvider>
  );
}

function ConnectRouterContext() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { actor } = useSessionHandle();
  const { open: openLogin } = useLoginDialog();

  const context = useMemo<RouterContext>(
    () => ({
      queryClient,
      sessionStatus: () =>
        waitFor(actor, (snapshot) => statusOf(snapshot) !== 'restoring').then((snapshot) =>
          statusOf(snapshot) === 'guest' ? 'guest' : 'member',
        ),
      openLogin,
      goHome: () => void router.navigate({ to: '/' }),
    }),
    [queryClient, actor, openLogin, router],
  );
  if (router.options.context !== context) router.update({ ...router.options, context });

  // Logging in or out (or the server ending the session) changes what the login gate decides: run it again.
  useEffect(() => {
    let last = statusOf(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const next = statusOf(snapshot);
      if (last !== 'restoring' && next !== last) void router.invalidate();
      last = next;
    });
    return () => subscription.unsubscribe();
  }, [actor, router]);

  return null;
}

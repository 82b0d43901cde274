import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { BackToTop } from '../features/layout/back-to-top';
import { FloatingMenu } from '../features/layout/floating-menu';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { ImButton } from '../features/layout/im-button';
import { LiveProvider } from '../features/live';
import { ChatProvider } from '../features/chat';
import { LoadingOverlay } from '../features/layout/loading-overlay';
import { BasketDialogProvider } from '../features/market/basket-dialog-provider';
import { useSettledAfterNavigation } from '../features/layout/use-after-navigation';
import { eliteGate, useSession } from '../features/session';
import { findSiteRoute } from '../features/site/site-map-lookup';

// Only members who may watch (level 4 and up) hear watch alerts: their code is not in every visitor's first JavaScript.
const WatchAlerts = lazy(() => import('../features/watch').then((m) => ({ default: m.WatchAlerts })));

/** Spec section 9: the footer shows 1 s after navigation. */
export const footerDelayMs = 1000;

/**
 * The shell around every page: header, footer, floating menu, IM button, back-to-top, loading overlay, basket dialog,
 * the one live socket (LiveProvider) that chat, watch alerts and quotes listen on, the chat window (ChatProvider), and
 * the watch alerts' toasts for members who may watch (level 4 and up).
 * The login dialogs sit above it, in RouterServices, because a route's login gate opens them before any page renders.
 */
export function RootLayout() {
  const matches = useMatches();
  const routeId: string = matches.at(-1)?.routeId ?? '';
  const site = findSiteRoute(routeId);
  const footerDue = useSettledAfterNavigation(footerDelayMs);
  const { status, user } = useSession();
  const bare = site?.bare === true;

  return (
    <LiveProvider>
      <ChatProvider>
        <BasketDialogProvider>
          {!bare && <Header />}
          <Box as="main" minH="60vh">
            <Outlet />
          </Box>
          {!bare && !site?.hideFooter && footerDue && <Footer />}
          {!bare && <FloatingMenu />}
          {!bare && status === 'member' && <ImButton />}
          {status === 'member' && eliteGate(user) === 'allowed' && (
            <Suspense fallback={null}>
              <WatchAlerts />
            </Suspense>
          )}
          <BackToTop />
          <LoadingOverlay />
        </BasketDialogProvider>
      </ChatProvider>
    </LiveProvider>
  );
}

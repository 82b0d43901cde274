import { Box } from '@chakra-ui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { BackToTop } from '../features/layout/back-to-top';
import { FloatingMenu } from '../features/layout/floating-menu';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { ImButton } from '../features/layout/im-button';
import { LoadingOverlay } from '../features/layout/loading-overlay';
import { BasketDialogProvider } from '../features/market/basket-dialog-provider';
import { useSettledAfterNavigation } from '../features/layout/use-after-navigation';
import { useSession } from '../features/session';
import { findSiteRoute } from '../features/site/site-map-lookup';

/** Spec section 9: the footer shows 1 s after navigation. */
export const footerDelayMs = 1000;

/**
 * The shell around every page: header, footer, floating menu, IM button, back-to-top, loading overlay, basket dialog.
 * The login dialogs sit above it, in RouterServices, because a route's login gate opens them before any page renders.
 */
export function RootLayout() {
  const matches = useMatches();
  const routeId: string = matches.at(-1)?.routeId ?? '';
  const site = findSiteRoute(routeId);
  const footerDue = useSettledAfterNavigation(footerDelayMs);
  const { status } = useSession();
  const bare = site?.bare === true;

  return (
    <BasketDialogProvider>
      {!bare && <Header />}
      <Box as="main" minH="60vh">
        <Outlet />
      </Box>
      {!bare && !site?.hideFooter && footerDue && <Footer />}
      {!bare && <FloatingMenu />}
      {!bare && status === 'member' && <ImButton />}
      <BackToTop />
      <LoadingOverlay />
    </BasketDialogProvider>
  );
}

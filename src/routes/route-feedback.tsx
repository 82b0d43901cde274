import { useRouter } from '@tanstack/react-router';
import { PageFrame } from '../features/layout/page-frame';
import { Loading } from '../features/shared/loading';
import { LoadFailed } from '../features/shared/load-failed';
import type { SiteRoute } from '../features/site/site-map-types';

/** A route's pendingComponent: its frame, with the page still loading (after the router's pendingMs). */
export function RoutePending({ site }: { site: SiteRoute }) {
  return (
    <PageFrame route={site} title={site.title}>
      <Loading />
    </PageFrame>
  );
}

/**
 * A route's errorComponent: the loader failed or the page broke in a way it does not handle itself. The frame stays
 * (title, breadcrumbs, menu), so the member knows where they are; 重试 runs the route's loader again. A part of a page
 * whose data failed says the same in its own place (shared/data-boundary.tsx).
 */
export function RouteError({ site, error }: { site: SiteRoute; error: unknown }) {
  const router = useRouter();
  return (
    <PageFrame route={site} title={site.title}>
      <LoadFailed message={error instanceof Error ? error.message : ''} onRetry={() => void router.invalidate()} testId="route-error" />
    </PageFrame>
  );
}

import { useParams, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageFrame } from '../features/layout/page-frame';
import type { SiteRoute } from '../features/site/site-map-types';
import { lazyComponent } from './lazy-component';
import type { RoutePage } from './page';
import { Loading } from '../features/shared/loading';

const StaffOnly = lazyComponent(() => import('../features/staff/staff-only').then((m) => m.StaffOnly));

/**
 * One route of the site map: its frame and its content if it has any. The login gate is the route's beforeLoad
 * (login-gate.ts); the frame itself keeps a login-only page's content from a visitor. A staff route (`staff` in the site
 * map) is gated here, once for all of them: its content sits in StaffOnly (the staff menu beside it, 无权访问 for
 * anyone else), so no staff page can forget it.
 */
export function SitePage({ site, page }: { site: SiteRoute; page?: RoutePage }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const params = useParams({ strict: false });
  const content = page && (site.staff ? <StaffOnly>{page.render(search, params)}</StaffOnly> : page.render(search, params));
  return (
    <PageFrame route={site} title={site.titleFor?.(search) ?? site.title}>
      {page && <Suspense fallback={<Loading />}>{content}</Suspense>}
    </PageFrame>
  );
}

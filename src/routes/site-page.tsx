import { useParams, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageFrame } from '../features/layout/page-frame';
import type { SiteRoute } from '../features/site/site-map-types';
import type { Page } from './page';
import { PageLoading } from './route-feedback';

/**
 * One route of the site map: its frame and its content if it has any. The login gate is the route's beforeLoad
 * (login-gate.ts); the frame itself keeps a login-only page's content from a visitor.
 */
export function SitePage({ site, page }: { site: SiteRoute; page?: Page }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const params = useParams({ strict: false });
  return (
    <PageFrame route={site} title={site.titleFor?.(search) ?? site.title}>
      {page && <Suspense fallback={<PageLoading />}>{page.render(search, params)}</Suspense>}
    </PageFrame>
  );
}

import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Text } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useLoginDialog } from '../features/auth';
import { PageFrame } from '../features/layout/page-frame';
import { useSession } from '../features/session';
import type { SiteRoute } from '../features/site/site-map-types';
import { pageContent } from './page-content';

/** One route of the site map: its frame, its content if it has any, and the login gate (spec section 4). */
export function SitePage({ site }: { site: SiteRoute }) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const params = useParams({ strict: false }) as Record<string, number | string | undefined>;
  const { status } = useSession();
  const login = useLoginDialog();
  const navigate = useNavigate();

  // A visitor on a login-only page gets the login dialog; closing it sends them home.
  useEffect(() => {
    if (site.requiresLogin && status === 'guest') login.open({ onCancel: () => void navigate({ to: '/' }) });
  }, [site.path, site.requiresLogin, status]);

  return (
    <PageFrame route={site} title={site.titleFor?.(search) ?? site.title}>
      <Suspense fallback={<Text color="gray.500">加载中…</Text>}>{pageContent[site.path]?.(search, params)}</Suspense>
    </PageFrame>
  );
}

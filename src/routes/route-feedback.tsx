import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { PageFrame } from '../features/layout/page-frame';
import type { SiteRoute } from '../features/site/site-map-types';

/** What a page shows while its code or data is on the way. */
export function PageLoading() {
  return <Text color="gray.600">加载中…</Text>;
}

/** A route's pendingComponent: its frame, with the page still loading (after the router's pendingMs). */
export function RoutePending({ site }: { site: SiteRoute }) {
  return (
    <PageFrame route={site} title={site.title}>
      <PageLoading />
    </PageFrame>
  );
}

/**
 * A route's errorComponent: the loader failed or the page broke in a way it does not handle itself. The frame stays
 * (title, breadcrumbs, menu), so the member knows where they are; 重试 runs the route's loader again.
 */
export function RouteError({ site, error }: { site: SiteRoute; error: unknown }) {
  const router = useRouter();
  const message = error instanceof Error ? error.message : '';
  return (
    <PageFrame route={site} title={site.title}>
      <Stack role="alert" gap="2" align="flex-start" data-testid="route-error">
        <Text fontWeight="semibold">页面加载失败</Text>
        {message && <Text color="gray.600">{message}</Text>}
        <Button size="sm" colorPalette="brand" onClick={() => void router.invalidate()}>
          重试
        </Button>
      </Stack>
    </PageFrame>
  );
}

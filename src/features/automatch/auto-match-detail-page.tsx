import { Badge, Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { pairingDetailQueryOptions } from '../../api/automatch/pairing';
import { KlineChart } from '../kline';
import { useSession } from '../session';
import { DataBoundary } from '../shared/data-boundary';
import { Loading } from '../shared/loading';
import { AppLink } from '../site';
import { OrderBook } from './order-book';
import { OrderForm } from './order-form';
import { Panel } from './panel';
import { RecentFills } from './recent-fills';
import { useLiveBook, type BookFeedState } from './use-live-book';
import { VarietySummary } from './variety-summary';

// A member's own orders, with 改价 and 撤单 (the lifecycle action machine, and zod with it): a chunk a visitor never loads.
const MyOrders = lazy(() => import('./my-orders').then((m) => ({ default: m.MyOrders })));

const card = { bg: 'white', p: { base: '3', md: '4' }, borderRadius: 'md', borderWidth: '1px', minW: '0' } as const;

/**
 * Where each part sits: on a phone one column, the order form right under the variety's line; from 1024 px the K-line
 * beside the form, the latest fills beside the book (each about 20 rows), the member's orders under them.
 */
const areas = {
  base: `"head" "form" "book" "kline" "fills" "mine"`,
  lg: `"head head" "kline form" "fills book" "mine mine"`,
};

/**
 * /auto-match/detail?productId: one variety's book (depth), its latest fills, its K-line and the order form, kept live
 * on the variety's channel, so a fill shows on every member's page as it happens. Without a variety it points back to
 * the list.
 */
export function AutoMatchDetailPage({ productId }: { productId: number | undefined }) {
  if (productId === undefined) {
    return (
      <Stack {...card} gap="2" align="flex-start">
        <Text>请先在自动匹配列表中选择一个品种。</Text>
        <Button asChild variant="outline" colorPalette="brand" minH="11">
          <AppLink to="/auto-match">返回自动匹配</AppLink>
        </Button>
      </Stack>
    );
  }
  return <VarietyBook key={productId} productId={productId} />;
}

const feedLook: Record<BookFeedState, { label: string; palette: string }> = {
  connecting: { label: '连接中…', palette: 'gray' },
  live: { label: '实时', palette: 'green' },
  reconnecting: { label: '重新连接中…', palette: 'orange' },
};

function VarietyBook({ productId }: { productId: number }) {
  const feed = feedLook[useLiveBook(productId)];
  // The book, its fills and the chart follow the variety live: whether they do now.
  const live = (
    <Badge colorPalette={feed.palette} variant="subtle" role="status" aria-live="polite" data-testid="live-state">
      {feed.label}
    </Badge>
  );
  const { status } = useSession();
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }} templateAreas={areas} gap="4" alignItems="start">
      <Panel id="kline-title" title="K线" gridArea="kline" gap="2">
        <KlineChart productId={productId} height={320} />
      </Panel>
      <DataBoundary>
        <BookParts productId={productId} live={live} />
      </DataBoundary>
      {status === 'member' && (
        <Panel id="my-orders-title" title="我在该品种的委托" gridArea="mine">
          <Suspense fallback={<Loading />}>
            <MyOrders productId={productId} />
          </Suspense>
        </Panel>
      )}
    </Grid>
  );
}

/** The parts drawn from the variety's book (GET …/pairing/details), each in its place of the grid. */
function BookParts({ productId, live }: { productId: number; live: ReactNode }) {
  const { data } = useSuspenseQuery(pairingDetailQueryOptions(productId));
  return (
    <>
      <Box gridArea="head" minW="0">
        <VarietySummary variety={data.variety} live={live} />
      </Box>
      <Box gridArea="form" minW="0">
        <OrderForm variety={data.variety} />
      </Box>
      <Box gridArea="book" minW="0">
        <OrderBook detail={data} />
      </Box>
      <Box gridArea="fills" minW="0">
        <RecentFills fills={data.fills} />
      </Box>
    </>
  );
}

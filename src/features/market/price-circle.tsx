import { Badge, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { priceCircleQueryOptions } from '../../api/trade/price-circle';
import { RecentDeals } from '../orders';
import { DataBoundary } from '../shared/data-boundary';
import { formatYuan } from '../shared/format';
import { MarketList } from './market-list';
import { PriceChart } from './price-chart';

const quote = (fen: number | null) => (fen === null ? '暂无' : `¥${formatYuan(fen)}`);

/**
 * /trade/price-circle/{productId}: one product's market at a glance: the best bid and ask among open offers, its
 * recent deal prices (chart and table), and its open buy and sell offers.
 */
export function PriceCirclePage({ productId }: { productId: number }) {
  return (
    <Stack gap="5">
      {/* The circle fills in when its call (started by the route's loader) answers; the deals and offers go on. */}
      <DataBoundary>
        <Circle productId={productId} />
      </DataBoundary>
      <Heading as="h2" size="sm">
        最近成交
      </Heading>
      <RecentDeals productId={productId} count={20} />
      <Heading as="h2" size="sm">
        挂牌中的报价
      </Heading>
      <MarketList productId={productId} />
    </Stack>
  );
}

/** The product, its best bid and ask and its deal prices' chart: the route's first data. */
function Circle({ productId }: { productId: number }) {
  const { data: circle } = useSuspenseQuery(priceCircleQueryOptions(productId));
  return (
    <Stack gap="3" bg="white" p="5" borderRadius="md" borderWidth="1px" data-testid="price-circle">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {circle.product.name}
        </Heading>
        <Badge>{circle.product.exterior}</Badge>
        <Text color="gray.600">
          志号 {circle.product.code} · {circle.product.year} 年 · {circle.product.categoryName}
        </Text>
      </HStack>
      <Grid templateColumns="1fr 1fr" gap="3" maxW="md">
        <Stack gap="0">
          <Text color="gray.600" fontSize="sm">
            最高求购
          </Text>
          <Text fontSize="xl" fontWeight="semibold" data-testid="best-bid">
            {quote(circle.bestBid)}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text color="gray.600" fontSize="sm">
            最低出售
          </Text>
          <Text fontSize="xl" fontWeight="semibold" data-testid="best-ask">
            {quote(circle.bestAsk)}
          </Text>
        </Stack>
      </Grid>
      <Text fontWeight="medium">成交价走势（单位：{circle.product.unit}）</Text>
      <PriceChart deals={circle.deals} />
    </Stack>
  );
}

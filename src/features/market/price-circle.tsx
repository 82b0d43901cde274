import { Badge, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { priceCircleQuery } from '../../api/trade/price-circle';
import { RecentDeals } from '../orders';
import { formatYuan } from '../shared/format';
import { MarketList } from './market-list';
import { PriceChart } from './price-chart';

const quote = (fen: number | null) => (fen === null ? '暂无' : `¥${formatYuan(fen)}`);

/**
 * /trade/price-circle/{productId}: one product's market at a glance: the best bid and ask among open offers, its
 * recent deal prices (chart and table), and its open buy and sell offers.
 */
export function PriceCirclePage({ productId }: { productId: number }) {
  const circle = useQuery(priceCircleQuery(productId));
  return (
    <Stack gap="5">
      {circle.isPending && <Text color="gray.600">加载中…</Text>}
      {circle.isError && (
        <HStack gap="3" role="alert">
          <Text color="red.600">{circle.error.message}</Text>
          <Button size="xs" variant="outline" onClick={() => void circle.refetch()} loading={circle.isFetching}>
            重试
          </Button>
        </HStack>
      )}
      {circle.data && (
        <Stack gap="3" bg="white" p="5" borderRadius="md" borderWidth="1px" data-testid="price-circle">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {circle.data.product.name}
            </Heading>
            <Badge>{circle.data.product.exterior}</Badge>
            <Text color="gray.600">
              志号 {circle.data.product.code} · {circle.data.product.year} 年 · {circle.data.product.categoryName}
            </Text>
          </HStack>
          <Grid templateColumns="1fr 1fr" gap="3" maxW="md">
            <Stack gap="0">
              <Text color="gray.600" fontSize="sm">
                最高求购
              </Text>
              <Text fontSize="xl" fontWeight="semibold" data-testid="best-bid">
                {quote(circle.data.bestBid)}
              </Text>
            </Stack>
            <Stack gap="0">
              <Text color="gray.600" fontSize="sm">
                最低出售
              </Text>
              <Text fontSize="xl" fontWeight="semibold" data-testid="best-ask">
                {quote(circle.data.bestAsk)}
              </Text>
            </Stack>
          </Grid>
          <Text fontWeight="medium">成交价走势（单位：{circle.data.product.unit}）</Text>
          <PriceChart deals={circle.data.deals} />
        </Stack>
      )}
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

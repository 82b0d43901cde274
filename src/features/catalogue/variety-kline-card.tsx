import { Heading, HStack, Stack } from '@chakra-ui/react';
import { KlineChart } from '../kline';
import { AppLink } from '../site';

/**
 * The chosen form's auto-match K-line on the variety page (issue 28): its candles from the fills of 自动撮合, and the
 * way to its book, where a member places an order.
 */
export function VarietyKlineCard({ productId }: { productId: number }) {
  return (
    <Stack as="section" aria-labelledby="variety-kline-title" gap="3" bg="white" p={{ base: '3', md: '5' }} borderRadius="md" borderWidth="1px">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="variety-kline-title">
          自动撮合K线
        </Heading>
        <AppLink to="/auto-match/detail" search={{ productId }} minH="11" display="inline-flex" alignItems="center">
          去自动撮合
        </AppLink>
      </HStack>
      <KlineChart productId={productId} height={320} />
    </Stack>
  );
}

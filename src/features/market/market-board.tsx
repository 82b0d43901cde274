import { Box, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import type { MarketSource } from '../../api/trade/market';
import { RecentDeals } from '../orders';
import { AppLink } from '../site';
import { MarketList } from './market-list';

/** /poster (escrow offers) and /voster (every open offer): the market, with the latest deals in a side column. */
export function MarketBoard({ source }: { source: MarketSource }) {
  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <Stack gap="3" flex="1" minW="0">
        <HStack gap="4" justify="flex-end" fontSize="sm">
          <AppLink to="/publish" search={{ type: 'sale' }}>
            发布出售
          </AppLink>
          <AppLink to="/publish">发布求购</AppLink>
          <AppLink to="/trade/cancel">最新撤单</AppLink>
        </HStack>
        <MarketList source={source} />
      </Stack>
      <Box as="aside" width={{ base: 'full', lg: '80' }} flexShrink="0" aria-label="最新成交">
        <Heading as="h2" size="sm" mb="2">
          最新成交
        </Heading>
        <RecentDeals />
      </Box>
    </Flex>
  );
}

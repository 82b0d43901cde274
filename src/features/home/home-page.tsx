import { SimpleGrid, Stack } from '@chakra-ui/react';
import { HotNewsBlock } from './hot-news-block';
import { LatestDealsBlock } from './latest-deals-block';
import { LinksRow } from './links-block';
import { NoticesBlock } from './notices-block';
import { PopularVarietiesBlock } from './popular-varieties-block';
import { QuickEntries } from './quick-entries';
import { RankingsBlock } from './rankings-block';
import { TradeTicker } from './trade-ticker';

/**
 * 首页 (/index): what a collector opens every morning (issue 15). Every block reads its own call and says 暂无数据 with
 * 重试 when that call fails, so one failing block never takes the page down; the route's loader starts them all
 * at once and the page does not wait: each block's card shows at once and fills in (src/routes/home-pages.tsx).
 */
export function HomePage() {
  return (
    <Stack gap="4">
      <QuickEntries />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <NoticesBlock />
          <HotNewsBlock />
        </Stack>
        <PopularVarietiesBlock />
        <TradeTicker />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <LatestDealsBlock />
        <RankingsBlock />
      </SimpleGrid>
      <LinksRow />
    </Stack>
  );
}

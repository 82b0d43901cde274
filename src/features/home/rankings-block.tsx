import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { traderBoardQueryOptions, varietyBoardQueryOptions } from '../../api/home/board';
import { homeRankings } from '../../api/home/home-first-data';
import { BlockData, TraderRankingTable, VarietyVolumeTable } from '../board';
import { HomeBlock } from './home-block';

const shown = 5;

/** The home page's rankings: the top five of the last 7 days, the rest on /board. */
export function RankingsBlock() {
  return (
    <HomeBlock title="排行榜 · 近7天" more="/board">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2" minW="0">
          <Heading as="h3" size="xs" color="gray.600">
            交易商成交额
          </Heading>
          <BlockData query={traderBoardQueryOptions(homeRankings.period, homeRankings.traders)} empty="近7天暂无成交">
            {(rows) => <TraderRankingTable rows={rows.slice(0, shown)} label="交易商成交额前五" compact />}
          </BlockData>
        </Stack>
        <Stack gap="2" minW="0">
          <Heading as="h3" size="xs" color="gray.600">
            品种成交量
          </Heading>
          <BlockData query={varietyBoardQueryOptions(homeRankings.period, homeRankings.varieties)} empty="近7天暂无成交">
            {(rows) => <VarietyVolumeTable rows={rows.slice(0, shown)} label="品种成交量前五" compact />}
          </BlockData>
        </Stack>
      </SimpleGrid>
    </HomeBlock>
  );
}

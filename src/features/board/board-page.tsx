import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  boardPeriodNames,
  boardPeriods,
  traderRankingNames,
  traderRankings,
  varietyRankingNames,
  varietyRankings,
  type BoardPeriod,
  type TraderRanking,
  type VarietyRanking,
} from '../../api/contracts/home-names';
import { traderBoardQueryOptions, varietyBoardQueryOptions } from '../../api/home/board';
import { FilterTabs } from '../shared/filter-tabs';
import { useListSearch } from '../shared/use-list-search';
import { boardSearch } from '../site';
import { BlockData } from './block-data';
import { TraderRankingTable } from './trader-ranking';
import { VarietyChangeTable, VarietyVolumeTable } from './variety-ranking';

type BoardTab = 'traders' | 'varieties';
const boardTabs: ReadonlyArray<{ value: BoardTab; label: string }> = [
  { value: 'traders', label: '交易商排行' },
  { value: 'varieties', label: '品种排行' },
];
const periodTabs = boardPeriods.map((p) => ({ value: String(p), label: boardPeriodNames[p] }));

/** A row of toggle buttons (the VIP directory's level buttons look). */
function Choice<T extends string>({ label, options, names, value, onChange }: { label: string; options: readonly T[]; names: Record<T, string>; value: T; onChange: (v: T) => void }) {
  return (
    <HStack gap="2" role="group" aria-label={label}>
      {options.map((o) => (
        <Button key={o} size="xs" variant={o === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={o === value} onClick={() => onChange(o)}>
          {names[o]}
        </Button>
      ))}
    </HStack>
  );
}

/** The ranking the URL chose (boardSearch: each tab's first ranking is none), and its change. */
function useRanking<R extends string>(first: R) {
  const [search, setSearch] = useListSearch(boardSearch);
  const by = (search.by ?? first) as R;
  return [by, (next: R) => setSearch({ by: next === first ? undefined : (next as typeof search.by) })] as const;
}

function TraderBoard({ period }: { period: BoardPeriod }) {
  const [by, setBy] = useRanking<TraderRanking>('amount');
  return (
    <Stack gap="3">
      <Choice label="交易商排序" options={traderRankings} names={traderRankingNames} value={by} onChange={setBy} />
      <BlockData query={traderBoardQueryOptions(period, by)} empty="该周期内暂无成交">
        {(rows) => <TraderRankingTable rows={rows} label={`交易商${traderRankingNames[by]}排行`} />}
      </BlockData>
      <Text color="gray.600" fontSize="xs">
        按已完成的交易统计，买卖双方各计一次；会员名已隐去部分文字。未公开成交额的会员不参与成交额排行。
      </Text>
    </Stack>
  );
}

function VarietyBoardPanel({ period }: { period: BoardPeriod }) {
  const [by, setBy] = useRanking<VarietyRanking>('volume');
  return (
    <Stack gap="3">
      <Choice label="品种排序" options={varietyRankings} names={varietyRankingNames} value={by} onChange={setBy} />
      {by === 'volume' ? (
        <BlockData query={varietyBoardQueryOptions(period, 'volume')} empty="该周期内暂无成交">
          {(rows) => <VarietyVolumeTable rows={rows} label="品种成交量排行" />}
        </BlockData>
      ) : (
        <BlockData query={varietyBoardQueryOptions(period, 'change')} empty="该周期内暂无可比较的成交">
          {(rows) => <VarietyChangeTable rows={rows} label="品种涨跌幅排行" />}
        </BlockData>
      )}
      <Text color="gray.600" fontSize="xs">
        {by === 'volume'
          ? '成交量按品种的计量单位统计，含各品相。'
          : '涨跌幅按品相分别计算：以周期前最后一笔成交为期初价（周期前无成交时取周期内第一笔），与周期内最后一笔成交相比。'}
      </Text>
    </Stack>
  );
}

/** 排行榜 (/board): traders and varieties, over the last 7 or 30 days, from completed deals only; the choices are the URL's. */
export function BoardPage() {
  const [search, setSearch] = useListSearch(boardSearch);
  const tab: BoardTab = search.tab ?? 'traders';
  const period: BoardPeriod = search.period ?? 7;
  // Another tab has other rankings: its first one, the period kept.
  const setTab = (next: BoardTab) => setSearch({ tab: next === 'traders' ? undefined : next, by: undefined });
  const setPeriod = (next: BoardPeriod) => setSearch({ period: next === 30 ? next : undefined });
  return (
    <Stack gap="4" bg="white" p="4" borderRadius="md" borderWidth="1px">
      {/* The period applies to either ranking: its tabs and the ranking are the ranking tab's panel. */}
      <FilterTabs label="排行榜" value={tab} tabs={boardTabs} onChange={setTab}>
        <FilterTabs
          label="统计周期"
          value={String(period)}
          tabs={periodTabs}
          onChange={(p) => setPeriod(Number(p) as BoardPeriod)}
          variant="subtle"
          size="sm"
        >
          {tab === 'traders' ? <TraderBoard period={period} /> : <VarietyBoardPanel period={period} />}
        </FilterTabs>
      </FilterTabs>
    </Stack>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { priceLineQueryOptions } from '../../api/catalogue/variety';
import { conditionGrades, type ConditionGrade } from '../../api/contracts/content-names';
import { FilterTabs } from '../shared/filter-tabs';
import { PriceLineChart } from './price-line-chart';
import { Loading } from '../shared/loading';
import { useListSearch } from '../shared/use-list-search';
import { varietyPageSearch } from '../site';

type GradeChoice = ConditionGrade | 'all';
const gradeTabs: ReadonlyArray<{ value: GradeChoice; label: string }> = [
  { value: 'all', label: '全部品相' },
  ...conditionGrades.map((g) => ({ value: g, label: g })),
];

/** The price line of one form with its grade selector: all grades, or only 全品, 上品 or 中品 deals (the URL's `grade`). */
export function PriceLinePanel({ productId, unit }: { productId: number; unit: string }) {
  const [search, setSearch] = useListSearch(varietyPageSearch);
  const grade: GradeChoice = search.grade ?? 'all';
  const setGrade = (choice: GradeChoice) => setSearch({ grade: choice === 'all' ? undefined : choice });
  const line = useQuery({ ...priceLineQueryOptions(productId, grade === 'all' ? null : grade), placeholderData: keepPreviousData });
  return (
    <Stack gap="2" data-testid="price-line">
      <FilterTabs
        label="品相"
        value={grade}
        tabs={gradeTabs}
        onChange={setGrade}
        size="sm"
        before={<Text fontWeight="medium">近90天成交价（单位：{unit}）</Text>}
      >
        {line.isPending && <Loading />}
        {line.isError && <Text color="red.600">{line.error.message}</Text>}
        {line.data && <PriceLineChart line={line.data} />}
      </FilterTabs>
    </Stack>
  );
}

import { Box, Button, Grid, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { categoryMarketsQueryOptions, specialAreasQueryOptions, varietiesQueryOptions } from '../../api/catalogue/catalogue';
import type { CatalogueArea } from '../../api/contracts/catalogue';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { useTypedFilter } from '../shared/use-typed-filter';
import { usePagedList } from '../shared/use-paged-list';
import { catalogueSearch } from '../site';
import { VarietyCardView } from './variety-card';
import { Loading } from '../shared/loading';

/** The years of the chosen 专区, or of the whole catalogue, newest first. */
const yearsOf = (areas: CatalogueArea[], categoryId: number | undefined) =>
  [...new Set(areas.filter((a) => categoryId === undefined || a.id === categoryId).flatMap((a) => a.years))].sort((x, y) => y - x);

/**
 * 产品目录 (/products): the 专区 down the side with their variety counts, a year filter and a name or number filter, and
 * the varieties of what is chosen as a grid (picture, number, name, year, forms, last price), newest issue first. The
 * chosen 专区's market now is written above the grid. The 专区, the year, the words and the page are the URL's.
 */
export function CataloguePage() {
  const [search, setSearch] = useListSearch(catalogueSearch);
  const { category: categoryId, year, keyword = '' } = search;
  const [typed, setTyped] = useTypedFilter(keyword);
  const areas = useQuery(specialAreasQueryOptions());
  const markets = useQuery(categoryMarketsQueryOptions());
  const { list: varieties, page, setPage } = usePagedList((page) => varietiesQueryOptions({ categoryId, year, keyword, ...page }));
  const market = markets.data?.find((m) => m.id === categoryId);
  // Another 专区 has other years: the year goes.
  const choose = (id: number | undefined) => setSearch({ category: id, year: undefined });

  return (
    <Grid templateColumns={{ base: '1fr', md: '180px 1fr' }} gap="4" alignItems="start">
      <Stack as="nav" aria-label="专区" gap="1" bg="white" borderWidth="1px" borderRadius="md" p="2">
        <Button size="sm" justifyContent="space-between" variant={categoryId === undefined ? 'solid' : 'ghost'} colorPalette="brand" onClick={() => choose(undefined)}>
          全部品种
        </Button>
        {areas.data?.map((area) => (
          <Button
            key={area.id}
            size="sm"
            justifyContent="space-between"
            variant={categoryId === area.id ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-pressed={categoryId === area.id}
            onClick={() => choose(area.id)}
          >
            {area.name}
            <Text as="span" fontSize="xs" opacity="0.8">
              {area.varietyCount}
            </Text>
          </Button>
        ))}
      </Stack>
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root size="sm" width="36">
            <NativeSelect.Field
              aria-label="发行年份"
              value={year ?? ''}
              onChange={(e) => setSearch({ year: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">全部年份</option>
              {yearsOf(areas.data ?? [], categoryId).map((y) => (
                <option key={y} value={y}>
                  {y}年
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack
            as="form"
            gap="2"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch({ keyword: typed.trim() || undefined });
            }}
          >
            <Input size="sm" width="56" placeholder="品名或志号，如 猴票、T46" aria-label="品名或志号" value={typed} onChange={(e) => setTyped(e.target.value)} />
            <Button size="sm" type="submit" variant="outline">
              筛选
            </Button>
          </HStack>
        </HStack>
        {market && (
          <Text fontSize="sm" color="gray.600" data-testid="area-market">
            {market.name}：在售 {market.sellOffers} 笔 · 求购 {market.buyOffers} 笔 · 近7日成交 {market.dealsLast7Days} 笔
            {market.lastDealTime ? ` · 最近成交 ${market.lastDealTime}` : ''}
          </Text>
        )}
        {varieties.isPending && <Loading />}
        {varieties.isError && <Text color="red.600">{varieties.error.message}</Text>}
        {varieties.data?.list.length === 0 && <Text color="gray.600">暂无符合条件的品种</Text>}
        {varieties.data && varieties.data.list.length > 0 && (
          <Box>
            <SimpleGrid minChildWidth="170px" gap="3">
              {varieties.data.list.map((v) => (
                <VarietyCardView key={v.code} variety={v} />
              ))}
            </SimpleGrid>
            <Box mt="3">
              <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={varieties.data.total} onChange={setPage} />
            </Box>
          </Box>
        )}
      </Stack>
    </Grid>
  );
}

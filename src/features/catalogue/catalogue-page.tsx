import { Box, Button, Grid, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryMarketsQuery, specialAreasQuery, varietiesQuery } from '../../api/catalogue/catalogue';
import type { CatalogueArea } from '../../api/contracts/catalogue';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { VarietyCard } from './variety-card';

/** The years of the chosen 专区, or of the whole catalogue, newest first. */
const yearsOf = (areas: CatalogueArea[], categoryId: number | undefined) =>
  [...new Set(areas.filter((a) => categoryId === undefined || a.id === categoryId).flatMap((a) => a.years))].sort((x, y) => y - x);

/**
 * 产品目录 (/products): the 专区 down the side with their variety counts, a year filter and a name or number filter, and
 * the varieties of what is chosen as a grid (picture, number, name, year, forms, last price), newest issue first. The
 * chosen 专区's market now is written above the grid.
 */
export function CataloguePage() {
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [year, setYear] = useState<number | undefined>();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const areas = useQuery(specialAreasQuery());
  const markets = useQuery(categoryMarketsQuery());
  const { list: varieties, page, setPage, restart } = usePagedList((page) => varietiesQuery({ categoryId, year, keyword, ...page }));
  const market = markets.data?.find((m) => m.id === categoryId);
  const choose = (id: number | undefined) => {
    setCategoryId(id);
    setYear(undefined);
    restart();
  };

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
              onChange={(e) => {
                setYear(e.target.value ? Number(e.target.value) : undefined);
                restart();
              }}
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
              setKeyword(typed.trim());
              restart();
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
        {varieties.isPending && <Text color="gray.600">加载中…</Text>}
        {varieties.isError && <Text color="red.600">{varieties.error.message}</Text>}
        {varieties.data?.list.length === 0 && <Text color="gray.600">暂无符合条件的品种</Text>}
        {varieties.data && varieties.data.list.length > 0 && (
          <Box>
            <SimpleGrid minChildWidth="170px" gap="3">
              {varieties.data.list.map((v) => (
                <VarietyCard key={v.code} variety={v} />
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

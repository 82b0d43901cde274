import { Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BlockTrade } from '../../api/contracts/block-trades';
import { blockTradeTypeNames } from '../../api/contracts/block-trade-names';
import { blockTradesQueryOptions } from '../../api/block-trades/get-block-trades';
import { abbreviateNumber } from '../shared/format';
import { BlockTradeDialog } from '../block-trades';
import { Pager } from '../shared/pager';
import { SideTabs, sides, type MarketSide } from '../shared/side-tabs';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, marketSideSearch } from '../site';
import { Loading } from '../shared/loading';

/**
 * /large-transaction: the listed block trades (大宗交易), sell or buy (and the page) from the URL; a row opens its
 * application detail, where members contact the applicant. Applying is on /person/trade.
 */
export function BlockTrades() {
  const [search, setSearch] = useListSearch(marketSideSearch);
  const filter: MarketSide = search.side ?? 'all';
  const [open, setOpen] = useState<BlockTrade | null>(null);
  const { list: trades, page, setPage } = usePagedList((page) => blockTradesQueryOptions(sides[filter], page));

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <SideTabs value={filter} onChange={(next) => setSearch({ side: next === 'all' ? undefined : next })} />
        {/* Applying needs a login; the personal centre's page asks for it. */}
        <Button asChild colorPalette="brand" size="sm" minH="44px">
          <AppLink to="/person/trade">申请大宗交易</AppLink>
        </Button>
      </Flex>
      {trades.isPending && <Loading />}
      {trades.isError && <Text color="red.600">{trades.error.message}</Text>}
      {trades.data?.list.length === 0 && <Text color="gray.600">暂无大宗交易</Text>}
      {trades.data && trades.data.list.length > 0 && (
        <>
          <TableScroll label="大宗交易列表">
            <Table.Root size="sm" variant="outline" bg="white" interactive data-testid="block-trades">
              <Table.Header>
                {/* What and how much come first: on a phone they show before the table is scrolled. */}
                <Table.Row>
                  <Table.ColumnHeader>类型</Table.ColumnHeader>
                  <Table.ColumnHeader minW="28">邮品</Table.ColumnHeader>
                  <Table.ColumnHeader>数量</Table.ColumnHeader>
                  <Table.ColumnHeader>价格区间</Table.ColumnHeader>
                  <Table.ColumnHeader>类别</Table.ColumnHeader>
                  <Table.ColumnHeader>品相</Table.ColumnHeader>
                  <Table.ColumnHeader>有效期至</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {trades.data.list.map((t) => (
                  // The whole row opens the detail; its button is there for the keyboard and screen readers.
                  <Table.Row key={t.id} cursor="pointer" onClick={() => setOpen(t)}>
                    <Table.Cell>
                      <Badge colorPalette={t.tradeType === 1 ? 'red' : 'green'}>{blockTradeTypeNames[t.tradeType]}</Badge>
                    </Table.Cell>
                    <Table.Cell>{t.productName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{abbreviateNumber(t.quantity)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{t.priceRange}</Table.Cell>
                    <Table.Cell>{t.categoryName}</Table.Cell>
                    <Table.Cell>{t.exteriorName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{t.expiryDate}</Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" aria-label={`查看详情：${t.productName}`}>
                        查看
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={trades.data.total} onChange={setPage} />
        </>
      )}
      <BlockTradeDialog trade={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

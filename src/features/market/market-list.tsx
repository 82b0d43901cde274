import { Grid, HStack, Table, Text } from '@chakra-ui/react';
import type { MarketRequest } from '../../api/contracts/trade';
import { marketQueryOptions, type MarketSource } from '../../api/trade/market';
import { ListingRow } from './listing-row';
import { KeywordBox } from '../shared/keyword-box';
import { SideTabs, sides, type MarketSide } from '../shared/side-tabs';
import { Pager } from '../shared/pager';
import { useAddToBasket } from './use-add-to-basket';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { marketSideSearch } from '../site';
import { Loading } from '../shared/loading';


/**
 * The one market list (/poster, /voster, /trade, /trade/cancel, a member's homepage, a product's price circle): the
 * offers one call answers, pinned first then latest refreshed (the server's order), with a sell / buy switch, a
 * keyword filter and paging. `source` picks the call; the other props narrow what it asks for. The side, the applied
 * keyword and the page are the URL's (every page that shows the list takes them: marketSideSearch, and /trade's
 * keyword from the header's search is the same key).
 */
export function MarketList({ source = 'all', publisherId, productId, state = 'open' }: { source?: MarketSource } & Pick<MarketRequest, 'publisherId' | 'productId' | 'state'>) {
  const [search, setSearch] = useListSearch(marketSideSearch);
  const side: MarketSide = search.side ?? 'all';
  const keyword = search.keyword ?? '';
  const request: MarketRequest = { keyword, publishType: sides[side], publisherId, productId, state };
  const { list: market, page, setPage } = usePagedList((page) => marketQueryOptions(source, request, page));
  const { add } = useAddToBasket();

  return (
    // One column that may shrink to nothing: the wide table then never widens a column sized to its content (the
    // market board's on a phone); it scrolls in its region instead.
    <Grid templateColumns="minmax(0, 1fr)" gap="3" data-testid="market-list">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SideTabs value={side} onChange={(next) => setSearch({ side: next === 'all' ? undefined : next })} />
        {/* One product's offers (its price circle) have nothing to search. */}
        {productId === undefined && <KeywordBox applied={keyword} maxLength={40} onApply={(typed) => setSearch({ keyword: typed || undefined })} />}
      </HStack>
      {keyword && <Text color="gray.600">“{keyword}”的搜索结果</Text>}
      {market.isPending && <Loading />}
      {market.isError && <Text color="red.600">{market.error.message}</Text>}
      {market.data?.list.length === 0 && <Text color="gray.600">{state === 'withdrawn' ? '暂无撤单' : '暂无挂牌'}</Text>}
      {market.data && market.data.list.length > 0 && (
        <>
          <TableScroll label={state === 'withdrawn' ? '撤单列表' : '挂牌列表'}>
            <Table.Root size="sm" variant="outline" bg="white">
              <Table.Header whiteSpace="nowrap">
                {/* A phone's narrow table would squeeze names and trade ways to a character or two a line: these two
                    columns keep a readable width, and the region scrolls sideways instead. */}
                <Table.Row>
                  <Table.ColumnHeader>类型</Table.ColumnHeader>
                  <Table.ColumnHeader minW="36">邮品</Table.ColumnHeader>
                  <Table.ColumnHeader>外观 / 品相</Table.ColumnHeader>
                  <Table.ColumnHeader>单价</Table.ColumnHeader>
                  <Table.ColumnHeader>可成交</Table.ColumnHeader>
                  <Table.ColumnHeader>发布者</Table.ColumnHeader>
                  <Table.ColumnHeader minW="28">交易方式</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {market.data.list.map((l) => (
                  <ListingRow key={l.id} listing={l} onAdd={() => add(l.id, 1)} />
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={market.data.total} onChange={setPage} />
        </>
      )}
    </Grid>
  );
}

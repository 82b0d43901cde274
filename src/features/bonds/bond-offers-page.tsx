import { Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { BondOfferPageRequest } from '../../api/contracts/bonds';
import { bondTradeTypeNames } from '../../api/contracts/bond-names';
import { bondOffersQueryOptions } from '../../api/bonds/bond-queries';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { KeywordBox } from '../shared/keyword-box';
import { SideTabs, sides, type MarketSide } from '../shared/side-tabs';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, marketSideSearch } from '../site';
import { MarginRuleLine } from './margin-rule';
import { useBondEntry } from './use-bond-entry';


/**
 * /bond (保证金交易): the open bond offers, newest first: 全部 / 出售 / 求购, a word of the variety's name or code, and the
 * page, all in the URL (marketSideSearch, as the market's lists). Each offer links to its detail, where it is taken.
 */
export function BondOffersPage() {
  const [search, setSearch] = useListSearch(marketSideSearch);
  const side: MarketSide = search.side ?? 'all';
  const keyword = search.keyword ?? '';
  const filter: BondOfferPageRequest = { tradeType: sides[side], keyword: keyword || undefined };
  const { list, rows, page, setPage } = usePagedList((page) => bondOffersQueryOptions(filter, page));
  const enter = useBondEntry();

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <MarginRuleLine />
        <Button colorPalette="brand" size="sm" minH="44px" onClick={() => enter({ to: '/publish-bond' })}>
          发布保证金交易
        </Button>
      </Flex>
      <SideTabs
        value={side}
        onChange={(next) => setSearch({ side: next === 'all' ? undefined : next })}
        after={<KeywordBox applied={keyword} maxLength={30} onApply={(typed) => setSearch({ keyword: typed || undefined })} />}
      >
        <Stack gap="3">
          {keyword && <Text color="gray.600">“{keyword}”的搜索结果</Text>}
          {list.isPending && <Loading />}
          <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
          {list.data && rows.length === 0 && <Text color="gray.600">暂无保证金交易</Text>}
          {rows.length > 0 && (
            <TableScroll label="保证金交易列表">
              <Table.Root size="sm" variant="outline" bg="white" data-testid="bond-offers">
                <Table.Header whiteSpace="nowrap">
                  {/* What, at what price and how much is left first: a phone sees them before the table scrolls. */}
                  <Table.Row>
                    <Table.ColumnHeader>类型</Table.ColumnHeader>
                    <Table.ColumnHeader minW="36">邮品</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">单价</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">剩余 / 数量</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">每件保证金</Table.ColumnHeader>
                    <Table.ColumnHeader>品相</Table.ColumnHeader>
                    <Table.ColumnHeader>发布者</Table.ColumnHeader>
                    <Table.ColumnHeader>发布时间</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((offer) => (
                    <Table.Row key={offer.id}>
                      <Table.Cell>
                        <Badge colorPalette={offer.tradeType === 1 ? 'red' : 'green'}>{bondTradeTypeNames[offer.tradeType]}</Badge>
                      </Table.Cell>
                      <Table.Cell>
                        <AppLink to="/bond/$id" params={{ id: String(offer.id) }} color="brand.fg">
                          {offer.productName}
                        </AppLink>
                        <Text fontSize="xs" color="gray.600">
                          {offer.exteriorName} · {offer.unit}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        ¥{formatYuan(offer.price)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {offer.remaining.toLocaleString('zh-CN')} / {offer.quantity.toLocaleString('zh-CN')}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        ¥{formatYuan(offer.marginPerUnit)}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{offer.grade}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{offer.publisher}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{offer.createTime}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
        </Stack>
      </SideTabs>
    </Stack>
  );
}

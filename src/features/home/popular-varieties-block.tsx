import { Table, Text } from '@chakra-ui/react';
import { popularVarietiesQueryOptions } from '../../api/home/popular-varieties';
import { BlockData, PriceChange, VarietyLabel } from '../board';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { HomeBlock } from './home-block';

/**
 * 热门品种 (GET /api/anon/home/varieties): the most traded varieties of the last 30 days, each of one grade, with the
 * last price and its change against the previous day's close (or the deal before): red up, green down, grey flat.
 */
export function PopularVarietiesBlock() {
  return (
    <HomeBlock title="热门品种行情" more="/products">
      <BlockData query={popularVarietiesQueryOptions()} empty="近30天暂无成交">
        {(rows) => (
          <>
            {/* The scroll region is named apart from its block (热门品种行情), so that the block's name finds one landmark. */}
            <TableScroll label="品种行情">
              <Table.Root size="sm" aria-label="热门品种行情">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>品种</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">最新价</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">涨跌</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((q) => (
                    <Table.Row key={`${q.productId}-${q.grade}`} data-testid="variety-quote">
                      <Table.Cell>
                        <VarietyLabel variety={q} grade={q.grade} />
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                        ¥{formatYuan(q.lastPrice)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <PriceChange change={q.change} basisPoints={q.changeBasisPoints} show="percent" />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Text color="gray.600" fontSize="xs" mt="2">
              涨跌按同一品相与前一交易日收盘（无则与上一笔成交）相比。
            </Text>
          </>
        )}
      </BlockData>
    </HomeBlock>
  );
}

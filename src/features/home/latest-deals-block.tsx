import { Table } from '@chakra-ui/react';
import { homeDeals } from '../../api/home/home-first-data';
import { recentDealsQueryOptions } from '../../api/trade/deals';
import { BlockData } from '../board';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { AppLink } from '../site';
import { HomeBlock } from './home-block';

/** 最新成交 (POST /api/order/whole/list): the platform's latest completed deals, without names. */
export function LatestDealsBlock() {
  return (
    <HomeBlock title="最新成交">
      <BlockData query={recentDealsQueryOptions(undefined, homeDeals)} empty="暂无成交" isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          // The scroll region is named apart from its block (最新成交), so that the block's name finds one landmark.
          <TableScroll label="成交明细">
            <Table.Root size="sm" aria-label="最新成交">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>时间</Table.ColumnHeader>
                  <Table.ColumnHeader>品种</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">数量</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">成交价</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.list.map((d) => (
                  <Table.Row key={d.id}>
                    <Table.Cell color="gray.600" whiteSpace="nowrap">
                      {d.dealTime.slice(5, 16)}
                    </Table.Cell>
                    <Table.Cell>
                      <AppLink to="/trade/price-circle/$id" params={{ id: String(d.productId) }} color="gray.800">
                        {d.productName}
                      </AppLink>{' '}
                      <span>{d.exteriorName}</span>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {d.quantity}
                      {d.unitsName}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      ¥{formatYuan(d.price)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </BlockData>
    </HomeBlock>
  );
}

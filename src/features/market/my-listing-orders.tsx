import { Box, Heading, Text } from '@chakra-ui/react';
import { listingOrdersQueryOptions } from '../../api/trade/listing-orders';
import { ErrorLine } from '../shared/error-line';
import { OrderSummaryTable } from '../orders';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { Loading } from '../shared/loading';

/** The orders taken from one of my offers (trade/order/list with tradeId), each linking to its order page. */
export function MyListingOrders({ listingId }: { listingId: number }) {
  const { list: orders, page, setPage } = usePagedList((page) => listingOrdersQueryOptions(listingId, page));
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        成交订单
      </Heading>
      {orders.isPending && <Loading />}
      <ErrorLine error={orders.error?.message} />
      {orders.data?.list.length === 0 && <Text color="gray.600">暂无订单</Text>}
      {orders.data && orders.data.list.length > 0 && (
        <>
          <OrderSummaryTable orders={orders.data.list} label="成交订单" />
          <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={orders.data.total} onChange={setPage} />
        </>
      )}
    </Box>
  );
}

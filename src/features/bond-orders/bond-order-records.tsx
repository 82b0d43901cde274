import { Badge, Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { bondTradeMovesQueryOptions } from '../../api/bonds/bond-queries';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { BondMoveTable } from './bond-move-table';
import { BondOrderLoader } from './bond-order-loader';
import { bondOrderStageColours } from './stage-colours';

/**
 * /person/bond-order/return-record/{id} (the site map's 退货记录; shown as the order's 资金与物流记录): what the order
 * moved of my money (my margin frozen, unfrozen or paid over, the price paid or received), each signed and exact, and
 * the shipment. A bond order has no return of its own: after a default the goods are settled between the sides offline.
 */
export function BondOrderRecords({ id }: { id: number }) {
  return <BondOrderLoader id={id}>{(order) => <RecordsView order={order} />}</BondOrderLoader>;
}

function RecordsView({ order }: { order: BondOrderDetail }) {
  const { list, rows, page, setPage } = usePagedList((page) => bondTradeMovesQueryOptions({ ...page, orderId: order.id }));
  return (
    <Stack gap="5" data-testid="bond-order-records">
      <Flex gap="2" align="center" wrap="wrap" bg="white" p="4" borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="sm">
          订单 {order.id} · {order.productName} × {order.quantity.toLocaleString('zh-CN')} {order.unit}
        </Heading>
        <Badge colorPalette={bondOrderStageColours[order.stage]}>{order.stateName}</Badge>
        <AppLink to="/person/bond-order/detail/$id" params={{ id: String(order.id) }} ms="auto" color="brand.fg" minH="11" display="inline-flex" alignItems="center">
          查看订单详情
        </AppLink>
      </Flex>
      <Section title="物流">
        {order.trackingNo ? (
          <Grid templateColumns="6em 1fr" gap="1" data-testid="bond-shipment">
            <Text color="gray.600">快递公司</Text>
            <Text>{order.expressCompany}</Text>
            <Text color="gray.600">快递单号</Text>
            <Text userSelect="all" fontFamily="mono" wordBreak="break-all">
              {order.trackingNo}
            </Text>
          </Grid>
        ) : (
          <Text color="gray.600">卖方尚未发货</Text>
        )}
      </Section>
      <Section title="资金记录">
        <Stack gap="3">
          {list.isError && <ErrorLine error={failureMessage(list.error)} />}
          {list.isPending && <Loading />}
          {list.data && rows.length === 0 && <Text color="gray.600">暂无资金记录</Text>}
          {rows.length > 0 && <BondMoveTable label="订单资金记录" moves={rows} />}
          {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
        </Stack>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box bg="white" p="4" borderRadius="md" borderWidth="1px">
        {children}
      </Box>
    </Box>
  );
}

import { Badge, Box, Grid, Heading, Text } from '@chakra-ui/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { OrderDetail } from '../../api/contracts/trade';
import { AppLink } from '../site';

/** The server's rule (invoiceOrderNotInvoiceable, invoiceAlreadyApplied): the buyer of a completed online order on no live request. */
const mayApplyInvoice = (order: OrderDetail, snapshot: AnyMachineSnapshot) =>
  order.invoice === null && order.side === 'buyer' && order.tradeWay === 'online' && snapshot.matches('completed');

/**
 * 发票: the invoice request the order is on (both sides see where it stands), or 申请发票 for the buyer who may ask,
 * which opens /person/invoices/apply with this order chosen; otherwise nothing.
 */
export function OrderInvoicePanel({ order, snapshot }: { order: OrderDetail; snapshot: AnyMachineSnapshot }) {
  const invoice = order.invoice;
  if (!invoice && !mayApplyInvoice(order, snapshot)) return null;

  return (
    <Box data-testid="order-invoice">
      <Heading as="h3" size="sm" mb="2">
        发票
      </Heading>
      {invoice ? (
        <Grid templateColumns="7em 1fr" gap="1" bg="white" p="4" borderRadius="md" borderWidth="1px">
          <Text color="gray.600">开票状态</Text>
          <Box>
            <Badge colorPalette={invoice.stage === 'issued' ? 'green' : 'orange'}>{invoice.stateName}</Badge>
          </Box>
          <Text color="gray.600">发票抬头</Text>
          <Text>{invoice.title}</Text>
          {invoice.taxNo && (
            <>
              <Text color="gray.600">纳税人识别号</Text>
              <Text>{invoice.taxNo}</Text>
            </>
          )}
          <Text color="gray.600">接收邮箱</Text>
          <Text>{invoice.email}</Text>
          <Text color="gray.600">申请时间</Text>
          <Text>{invoice.createTime}</Text>
          {invoice.invoiceNo && (
            <>
              <Text color="gray.600">发票号码</Text>
              <Text>{invoice.invoiceNo}</Text>
            </>
          )}
          {order.side === 'buyer' && (
            <Box gridColumn="1 / -1" mt="1">
              <AppLink to="/person/invoices" color="brand.600">
                查看发票管理
              </AppLink>
            </Box>
          )}
        </Grid>
      ) : (
        <AppLink to="/person/invoices/apply" search={{ orders: String(order.id) }} color="brand.600" display="inline-flex" alignItems="center" minH="44px">
          申请发票
        </AppLink>
      )}
    </Box>
  );
}

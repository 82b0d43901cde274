import { Box, Button, Grid, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { OrderDetail } from '../../api/contracts/trade';
import { InvoiceApplyDialog } from './invoice-apply-dialog';

/** The server's rule (invoiceNotAllowed, invoiceAlreadyApplied): the buyer of a completed online order, once. */
const mayApplyInvoice = (order: OrderDetail, snapshot: AnyMachineSnapshot) =>
  order.invoice === null && order.side === 'buyer' && order.tradeWay === 'online' && snapshot.matches('completed');

/** 发票: the invoice asked for (both sides see it), or 申请发票 for the buyer who may ask; otherwise nothing. */
export function OrderInvoice({ order, snapshot }: { order: OrderDetail; snapshot: AnyMachineSnapshot }) {
  // Which dialog is open is UI state (docs/adr/0009); the call's own state is the dialog's mutation.
  const [applying, setApplying] = useState(false);
  const invoice = order.invoice;
  if (!invoice && !mayApplyInvoice(order, snapshot)) return null;

  return (
    <Box data-testid="order-invoice">
      <Heading as="h3" size="sm" mb="2">
        发票
      </Heading>
      {invoice ? (
        <Grid templateColumns="7em 1fr" gap="1" bg="white" p="4" borderRadius="md" borderWidth="1px">
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
        </Grid>
      ) : (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setApplying(true)}>
          申请发票
        </Button>
      )}
      {applying && <InvoiceApplyDialog order={order} onClose={() => setApplying(false)} />}
    </Box>
  );
}

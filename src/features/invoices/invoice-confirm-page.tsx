import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invoiceTitleKindNames } from '../../api/contracts/invoice-names';
import { messages } from '../../api/contracts/messages';
import { invoiceableQueryOptions, invoiceTitlesQueryOptions, useApplyInvoice } from '../../api/invoices/invoices';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { notify } from '../shared/toaster';
import { AppLink, useAppNavigate } from '../site';
import { chosenOrders, ordersParam } from './selection';

const newAttempt = () => `invoice:apply:${crypto.randomUUID()}`;

/**
 * /person/invoices/confirm (确认开票): what the invoice will be, before it is asked for: the orders chosen (each line
 * and the total to the fen) and the title; 提交申请 sends it (one idempotency key per visit, so a retry after a lost
 * answer makes one request) and opens /person/invoices with the new request first.
 */
export function InvoiceConfirmPage({ orders, title }: { orders?: string; title?: number }) {
  const ids = chosenOrders(orders);
  // Only the chosen orders, wherever they were on the apply page's pages (20 at most: one page of 20 holds them all).
  const invoiceable = useQuery(invoiceableQueryOptions({ pageNo: 1, pageSize: 20, orderIds: ordersParam(ids) }));
  const titles = useQuery(invoiceTitlesQueryOptions());
  const apply = useApplyInvoice();
  const navigate = useAppNavigate();
  const attempt = useRef(newAttempt());
  const [error, setError] = useState<string | null>(null);
  const back = (
    <AppLink to="/person/invoices/apply" search={{ orders, title }} color="brand.600" display="inline-flex" alignItems="center" minH="44px">
      返回修改
    </AppLink>
  );
  if (invoiceable.isPending || titles.isPending) return <Loading />;
  if (invoiceable.isError || titles.isError) return <ErrorLine error={failureMessage(invoiceable.error ?? titles.error)} />;
  const lines = invoiceable.data.list.filter((o) => ids.includes(o.orderId));
  const chosenTitle = titles.data.find((t) => t.id === title);
  const complete = ids.length > 0 && lines.length === ids.length && chosenTitle !== undefined;
  const total = lines.reduce((sum, o) => sum + o.amount, 0);
  const submit = () => {
    if (!complete) return;
    setError(null);
    apply.mutate(
      { request: { orderIds: ids, titleId: chosenTitle.id }, attempt: attempt.current },
      {
        onSuccess: () => {
          notify.success(messages.invoiceApplied);
          void navigate({ to: '/person/invoices', search: { stage: 'requested' } });
        },
        onError: (e) => setError(failureMessage(e)),
      },
    );
  };
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="invoice-confirm-heading">
      <Heading as="h2" size="sm" id="invoice-confirm-heading">
        确认开票
      </Heading>
      {!complete && <Text color="orange.700">所选订单或抬头已不能开票，请返回重新选择。</Text>}
      <Stack as="ul" gap="2" aria-label="开票订单">
        {lines.map((o) => (
          <Box as="li" key={o.orderId} listStyleType="none" borderBottomWidth="1px" pb="2">
            <Flex justify="space-between" gap="2" wrap="wrap">
              <Text>
                订单 {o.orderId} · {o.productName}
              </Text>
              <Text>¥{formatYuan(o.amount)}</Text>
            </Flex>
            <Text fontSize="xs" color="gray.600">
              {o.spec} · {o.quantity}
              {o.unit}
            </Text>
          </Box>
        ))}
      </Stack>
      <Flex justify="space-between" fontWeight="medium" data-testid="invoice-total">
        <Text>价税合计（{lines.length}笔）</Text>
        <Text>¥{formatYuan(total)}</Text>
      </Flex>
      {chosenTitle && (
        <Stack gap="1">
          <FieldRow label="发票抬头">
            {chosenTitle.title}（{invoiceTitleKindNames[chosenTitle.kind]}）
          </FieldRow>
          {chosenTitle.taxNo && <FieldRow label="纳税人识别号">{chosenTitle.taxNo}</FieldRow>}
          <FieldRow label="接收邮箱">{chosenTitle.email}</FieldRow>
        </Stack>
      )}
      <ErrorLine error={error ?? undefined} />
      <Flex gap="4" align="center" wrap="wrap">
        <Button colorPalette="brand" minH="44px" disabled={!complete} loading={apply.isPending} onClick={submit}>
          提交申请
        </Button>
        {back}
      </Flex>
    </Stack>
  );
}

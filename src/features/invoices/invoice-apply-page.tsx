import { Box, Button, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceOrder } from '../../api/contracts/invoices';
import { maxInvoiceOrders } from '../../api/contracts/invoice-names';
import { invoiceableQueryOptions, invoiceTitlesQueryOptions } from '../../api/invoices/invoices';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { useSearchChange } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { useAppNavigate } from '../site';
import { chosenOrders, ordersParam } from './selection';
import { TitlePicker } from './title-picker';

function OrderChoice({ order, checked, disabled, onToggle }: { order: InvoiceOrder; checked: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" data-testid="invoiceable-order">
      <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={onToggle} minH="44px" alignItems="flex-start" width="full">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="1" />
        <Checkbox.Label flex="1">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text>
              订单 {order.orderId} · {order.productName}
            </Text>
            <Text fontWeight="medium">¥{formatYuan(order.amount)}</Text>
          </Flex>
          <Text fontSize="xs" color="gray.600">
            {order.spec} · {order.quantity}
            {order.unit} · 成交 {order.time}
          </Text>
        </Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}

/**
 * /person/invoices/apply (申请开票): the member's completed escrow purchases on no invoice request, to choose 1-20 of,
 * and the title to make it out to. The choice is the URL's (orders, title), so a reload or Back keeps it; 下一步 opens
 * the summary (/person/invoices/confirm) with the same choice.
 */
export function InvoiceApplyPage({ orders, title }: { orders?: string; title?: number }) {
  const chosen = chosenOrders(orders);
  const change = useSearchChange();
  const navigate = useAppNavigate();
  const { list, rows, page, setPage } = usePagedList(invoiceableQueryOptions);
  const titles = useQuery(invoiceTitlesQueryOptions());
  const titleId = title ?? titles.data?.find((t) => t.isDefault)?.id;
  const toggle = (id: number) => change({ orders: ordersParam(chosen.includes(id) ? chosen.filter((o) => o !== id) : [...chosen, id]) }, { replace: true });
  const ready = chosen.length > 0 && titleId !== undefined;
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="invoice-apply-heading">
      <Heading as="h2" size="sm" id="invoice-apply-heading">
        申请开票
      </Heading>
      <Stack gap="2" as="section" aria-label="选择订单">
        <Text fontWeight="medium">
          选择订单（已选 {chosen.length} 笔，最多 {maxInvoiceOrders} 笔）
        </Text>
        {list.isError && <ErrorLine error={failureMessage(list.error)} />}
        {list.isPending && <Loading />}
        {list.data && rows.length === 0 && <Text color="gray.600">没有可开票的订单：交易成功的担保交易订单才能申请发票。</Text>}
        {rows.length > 0 && (
          <Stack as="ul" gap="2" aria-label="可开票订单">
            {rows.map((order) => (
              <OrderChoice
                key={order.orderId}
                order={order}
                checked={chosen.includes(order.orderId)}
                disabled={!chosen.includes(order.orderId) && chosen.length >= maxInvoiceOrders}
                onToggle={() => toggle(order.orderId)}
              />
            ))}
          </Stack>
        )}
        {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
      </Stack>
      <Stack gap="2" as="section" aria-label="选择抬头">
        <Text fontWeight="medium">发票抬头</Text>
        {titles.isError && <ErrorLine error={failureMessage(titles.error)} />}
        {titles.data && <TitlePicker titles={titles.data} chosen={titleId} onChoose={(id) => change({ title: id }, { replace: true })} />}
      </Stack>
      <Button
        colorPalette="brand"
        minH="44px"
        disabled={!ready}
        onClick={() => titleId !== undefined && void navigate({ to: '/person/invoices/confirm', search: { orders: ordersParam(chosen), title: titleId } })}
      >
        下一步
      </Button>
    </Stack>
  );
}

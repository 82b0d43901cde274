import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvoiceQueueItem, ListedInvoiceStage } from '../../api/contracts/invoices';
import { decisionReasonMaxLength } from '../../api/contracts/decision-reasons';
import { formatYuan } from '../shared/format';
import { invoiceQueueQueryOptions, refreshInvoices } from '../../api/invoices/invoices';
import { invoiceRequestSnapshots } from '../../machines/invoice-request.machine';
import { offers } from '../../machines/lifecycle';
import { DownloadInvoiceButton, invoiceStageColours } from '../invoices';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { StaffQueue } from '../shared/staff-queue';
import { invoiceQueueSearch } from '../site';

/** What staff may do with a request now: 开具 and 拒绝 while it waits (the machine's offers to the operator), the PDF once issued. */
function Decisions({ row, choose }: { row: InvoiceQueueItem; choose: (row: InvoiceQueueItem, event: string) => void }) {
  const snapshot = invoiceRequestSnapshots.resolve(row.stateValue, row.context);
  if (row.stage === 'issued' && row.invoiceNo) return <DownloadInvoiceButton id={row.id} invoiceNo={row.invoiceNo} size="xs" />;
  return (
    <Flex gap="2">
      {offers(snapshot, 'invoice.issue', 'operator') && (
        <Button size="xs" minH="44px" colorPalette="brand" onClick={() => choose(row, 'invoice.issue')}>
          开具
        </Button>
      )}
      {offers(snapshot, 'invoice.refuse', 'operator') && (
        <Button size="xs" minH="44px" variant="outline" colorPalette="red" onClick={() => choose(row, 'invoice.refuse')}>
          拒绝
        </Button>
      )}
    </Flex>
  );
}

/**
 * 发票审核 (/staff/invoices): every invoice request, those waiting first and the longest waiting first: who asked, the
 * title and taxpayer number, the orders and the total; 开具 (the invoice gets its code and number, the member is told)
 * or 拒绝 with a reason, and the issued invoice's PDF.
 */
export function InvoiceQueue() {
  const queryClient = useQueryClient();
  const actor = useLifecycleActionActor('invoiceRequest', () => void refreshInvoices(queryClient));
  const [chosen, setChosen] = useState<InvoiceQueueItem | null>(null);
  const choose = (row: InvoiceQueueItem, event: string) => {
    setChosen(row);
    chooseAction(actor, 'invoiceRequest', row.id, event, 'operator');
  };
  return (
    <Stack gap="4">
      <StaffQueue<InvoiceQueueItem, ListedInvoiceStage>
        title="发票审核"
        testId="invoice-queue"
        filterLabel="开票状态"
        search={invoiceQueueSearch}
        filters={[
          { value: 'all', name: '全部' },
          { value: 'requested', name: '待开票' },
          { value: 'issued', name: '已开票' },
          { value: 'refused', name: '已拒绝' },
          { value: 'withdrawn', name: '已撤回' },
        ]}
        query={(stage) => (page) => invoiceQueueQueryOptions({ ...page, ...(stage === 'all' ? {} : { stage }) })}
        empty="暂无发票申请"
        columns={[
          { header: '会员', cell: (row) => row.userName },
          {
            header: '抬头',
            cell: (row) => (
              <>
                <Text>{row.title}</Text>
                {row.taxNo && (
                  <Text fontSize="xs" color="gray.600">
                    {row.taxNo}
                  </Text>
                )}
              </>
            ),
          },
          { header: '订单', cell: (row) => row.orders.map((o) => o.orderId).join('、') },
          { header: '价税合计', align: 'end', nowrap: true, cell: (row) => `¥${formatYuan(row.amount)}` },
          { header: '申请时间', nowrap: true, cell: (row) => row.createTime },
          {
            header: '状态',
            cell: (row) => (
              <>
                <Badge colorPalette={invoiceStageColours[row.stage]}>{row.stateName}</Badge>
                {row.invoiceNo && (
                  <Text fontSize="xs" color="gray.600">
                    No.{row.invoiceNo}
                  </Text>
                )}
                {row.refuseReason && (
                  <Text fontSize="xs" color="gray.600">
                    {row.refuseReason}
                  </Text>
                )}
              </>
            ),
          },
          { header: '操作', cell: (row) => <Decisions row={row} choose={choose} /> },
        ]}
      />
      <ActionDialog actor={actor} event="invoice.issue" title="开具发票" confirmLabel="开具" body={() => ({ id: chosen?.id })}>
        <Text>
          为 {chosen?.title} 开具增值税普通发票，价税合计 ¥{formatYuan(chosen?.amount ?? 0)}。开具后发票号码不能更改，会员将收到通知并可下载。
        </Text>
      </ActionDialog>
      <ActionDialog
        actor={actor}
        event="invoice.refuse"
        title="拒绝开票"
        confirmLabel="拒绝"
        danger
        body={({ reason }) => ({ id: chosen?.id, reason })}
        reason={{ label: '拒绝原因', placeholder: '请说明原因，会员将在站内信中看到', maxLength: decisionReasonMaxLength }}
      />
    </Stack>
  );
}

import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvoiceItem, ListedInvoiceStage } from '../../api/contracts/invoices';
import { myInvoicesQueryOptions, refreshInvoices } from '../../api/invoices/invoices';
import { invoiceRequestSnapshots } from '../../machines/invoice-request.machine';
import { offers } from '../../machines/lifecycle';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, invoiceListSearch } from '../site';
import { DownloadInvoiceButton } from './download-button';
import { invoiceStageColours } from './invoice-stages';

type Tab = ListedInvoiceStage | 'all';
const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'requested', label: '待开票' },
  { value: 'issued', label: '已开票' },
  { value: 'refused', label: '已拒绝' },
  { value: 'withdrawn', label: '已撤回' },
];

function InvoiceCard({ item, onWithdraw }: { item: InvoiceItem; onWithdraw: () => void }) {
  const mayWithdraw = offers(invoiceRequestSnapshots.resolve(item.stateValue, item.context), 'invoice.withdraw', 'member');
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="4" data-testid="invoice-request">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium">{item.title}</Text>
        <Badge colorPalette={invoiceStageColours[item.stage]}>{item.stateName}</Badge>
      </Flex>
      <Stack gap="1" mt="2" fontSize="sm" color="gray.700">
        <Text>
          价税合计 ¥{formatYuan(item.amount)}（{item.orderCount}笔订单）
        </Text>
        {item.taxNo && <Text>纳税人识别号 {item.taxNo}</Text>}
        <Text>申请时间 {item.createTime}</Text>
        {item.invoiceNo && (
          <Text>
            发票号码 {item.invoiceNo}，开票时间 {item.issueTime}
          </Text>
        )}
        {item.refuseReason && <Text color="red.700">拒绝原因：{item.refuseReason}</Text>}
      </Stack>
      {(item.invoiceNo || mayWithdraw) && (
        <Flex gap="3" mt="3" wrap="wrap">
          {item.stage === 'issued' && item.invoiceNo && <DownloadInvoiceButton id={item.id} invoiceNo={item.invoiceNo} />}
          {mayWithdraw && (
            <Button size="sm" minH="44px" variant="outline" onClick={onWithdraw}>
              撤回
            </Button>
          )}
        </Flex>
      )}
    </Box>
  );
}

/**
 * /person/invoices (发票管理): the member's invoice requests, newest first, by stage (待开票, 已开票, 已拒绝, 已撤回): an
 * issued one's 下载发票, a waiting one's 撤回 (the request machine's own event), a refused one's reason.
 */
export function InvoicesPage() {
  const [{ stage }, setSearch] = useListSearch(invoiceListSearch);
  const tab: Tab = stage ?? 'all';
  const { list, rows, page, setPage } = usePagedList((p) => myInvoicesQueryOptions({ ...p, ...(stage ? { stage } : {}) }));
  const queryClient = useQueryClient();
  const actor = useLifecycleActionActor('invoiceRequest', () => void refreshInvoices(queryClient));
  const [chosen, setChosen] = useState<InvoiceItem | null>(null);
  const withdraw = (item: InvoiceItem) => {
    setChosen(item);
    chooseAction(actor, 'invoiceRequest', item.id, 'invoice.withdraw', 'member');
  };
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="invoices-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm" id="invoices-heading">
          发票管理
        </Heading>
        <Flex gap="4">
          <AppLink to="/person/invoices/info" color="brand.600" display="inline-flex" alignItems="center" minH="44px">
            发票抬头
          </AppLink>
          <AppLink to="/person/invoices/apply" color="brand.600" display="inline-flex" alignItems="center" minH="44px">
            申请开票
          </AppLink>
        </Flex>
      </Flex>
      <FilterTabs label="开票状态" value={tab} tabs={tabs} onChange={(value) => setSearch({ stage: value === 'all' ? undefined : value })}>
        <Stack gap="3" pt="3">
          {list.isError && <ErrorLine error={failureMessage(list.error)} />}
          {list.isPending && <Loading />}
          {list.data && rows.length === 0 && (
            <Text py="6" textAlign="center" color="gray.600">
              暂无发票申请
            </Text>
          )}
          {rows.length > 0 && (
            <Stack as="ul" gap="3" aria-label="发票申请列表">
              {rows.map((item) => (
                <InvoiceCard key={item.id} item={item} onWithdraw={() => withdraw(item)} />
              ))}
            </Stack>
          )}
          {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
        </Stack>
      </FilterTabs>
      <ActionDialog actor={actor} event="invoice.withdraw" title="撤回发票申请" confirmLabel="撤回" danger body={() => ({ id: chosen?.id })}>
        <Text>撤回后所选订单可重新申请开票。</Text>
      </ActionDialog>
    </Stack>
  );
}

import { mutationOptions, queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPost, apiRequest } from '../client';
import { checkedBody } from '../checked-body';
import { headers } from '../contracts/envelope';
import type { InvoiceApplyRequest, InvoiceDetail, InvoiceItem, InvoiceOrder, InvoicePageQuery, InvoiceQueueItem, InvoiceTitle, InvoiceTitleInput, Page } from '../contracts/invoices';
import type { PageRequest } from '../trade/market';
import { tradeKeys } from '../trade/keys';
import { invoiceKeys } from './keys';

/*
 * 发票 (issue 29): the member's titles, the orders they may ask an invoice for, their requests and an issued invoice's
 * PDF; staff's queue. Withdraw, issue and refuse are lifecycle calls (the action machine, src/features/lifecycle).
 */
const titlesPath = '/api/trade/buyer/invoiceTitles';
const requestsPath = '/api/trade/buyer/invoices';

export const invoiceTitlesQueryOptions = () => queryOptions({ queryKey: invoiceKeys.titles(), queryFn: () => apiGet<InvoiceTitle[]>(titlesPath) });

/** A page of the orders 申请开票 offers; with `orderIds` (12,15) only those of them. */
export const invoiceableQueryOptions = (page: PageRequest & { orderIds?: string }) =>
  queryOptions({ queryKey: invoiceKeys.invoiceable(page), queryFn: () => apiGet<Page<InvoiceOrder>>('/api/trade/buyer/invoiceable/page', { ...page }) });

export const myInvoicesQueryOptions = (query: InvoicePageQuery) =>
  queryOptions({ queryKey: invoiceKeys.page(query), queryFn: () => apiGet<Page<InvoiceItem>>(`${requestsPath}/page`, { ...query }) });

export const invoiceDetailQueryOptions = (id: number) => queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => apiGet<InvoiceDetail>(`${requestsPath}/${id}`) });

export const invoiceQueueQueryOptions = (query: InvoicePageQuery) =>
  queryOptions({ queryKey: invoiceKeys.queue(query), queryFn: () => apiGet<Page<InvoiceQueueItem>>('/api/operator/invoices/page', { ...query }) });

/** The issued invoice's PDF, saved by the browser under its name (发票-<号码>.pdf); its member's or staff's. */
export async function downloadInvoicePdf(id: number, invoiceNo: string): Promise<void> {
  const blob = await apiDownload(`${requestsPath}/${id}/pdf`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `发票-${invoiceNo}.pdf`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** After a request changed: the member's lists and the orders' pages (which show their invoice), and staff's queue. */
export const refreshInvoices = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: invoiceKeys.mine() }),
    client.invalidateQueries({ queryKey: invoiceKeys.queues() }),
    client.invalidateQueries({ queryKey: tradeKeys.orders() }),
  ]);

/** 提交申请 (POST /api/trade/buyer/invoiceApply), checked with the server's schema, with the confirm page's key. */
export const applyInvoice = async ({ request, attempt }: { request: InvoiceApplyRequest; attempt: string }) => {
  const body = await checkedBody(
    import('../contracts/invoices').then((m) => m.invoiceApplyRequest),
    request,
  );
  return apiRequest<InvoiceDetail>('/api/trade/buyer/invoiceApply', { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } });
};
export const applyInvoiceMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'invoices', 'apply'],
    mutationFn: applyInvoice,
    onSuccess: async (detail, _input, _result, { client }) => {
      await refreshInvoices(client);
      await Promise.all(detail.orders.map((o) => client.invalidateQueries({ queryKey: tradeKeys.order(o.orderId) })));
    },
  });
export const useApplyInvoice = () => useMutation(applyInvoiceMutationOptions());

/** 保存 a title: new (add) or changed (edit/{id}); the form checked it with invoiceTitleRequest. */
export const saveInvoiceTitle = ({ id, body }: { id: number | null; body: InvoiceTitleInput }) =>
  apiPost<InvoiceTitle>(id === null ? `${titlesPath}/add` : `${titlesPath}/edit/${id}`, body);
export const saveInvoiceTitleMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'invoices', 'title', 'save'],
    mutationFn: saveInvoiceTitle,
    onSuccess: (_title, _input, _result, { client }) => client.invalidateQueries({ queryKey: invoiceKeys.titles() }),
  });
export const useSaveInvoiceTitle = () => useMutation(saveInvoiceTitleMutationOptions());

/** 删除 (del/{id}) or 设为默认 (setDef/{id}) a title. */
export const changeInvoiceTitle = ({ id, change }: { id: number; change: 'del' | 'setDef' }) => apiPost<InvoiceTitle | null>(`${titlesPath}/${change}/${id}`);
export const changeInvoiceTitleMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'invoices', 'title', 'change'],
    mutationFn: changeInvoiceTitle,
    onSuccess: (_title, _input, _result, { client }) => client.invalidateQueries({ queryKey: invoiceKeys.titles() }),
  });
export const useChangeInvoiceTitle = () => useMutation(changeInvoiceTitleMutationOptions());

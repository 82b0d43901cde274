import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InvoiceItem, InvoiceOrder, InvoiceQueueItem, InvoiceTitle } from '../../src/api/contracts/invoices';
import { invoiceMessages } from '../../src/api/contracts/invoice-messages';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 发票 (issue 29): titles kept through the contract (a company's number required, nothing sent before it is right),
 * orders and a title chosen with the choice in the URL, the summary to the fen, one request sent with its idempotency
 * key; the member's list (下载发票, 撤回) and staff's queue (开具, 拒绝 with a reason) through the call table.
 */
interface Post {
  path: string;
  body: unknown;
  key: string | null;
}
interface Fake {
  titles: InvoiceTitle[];
  invoiceable: InvoiceOrder[];
  requests: InvoiceItem[];
  staff: boolean;
  posts: Post[];
  downloads: string[];
}

const title: InvoiceTitle = { id: 4, kind: 'company', title: '南京集邮有限公司', taxNo: '91320100MA1XXXXX0Y', email: 'fp@example.com', isDefault: true };
const order = (orderId: number, amount: number): InvoiceOrder => ({
  orderId,
  productName: 'T46 庚申年',
  spec: '单枚 全品',
  unit: '枚',
  quantity: 1,
  price: amount,
  amount,
  time: '2026-11-20 10:00:00',
});
const request = (fields: Partial<InvoiceItem> = {}): InvoiceItem => ({
  id: 21,
  kind: 'company',
  title: title.title,
  taxNo: title.taxNo,
  email: title.email,
  amount: 10_051,
  stateValue: 'requested',
  context: { refuseReason: null },
  stage: 'requested',
  stateName: '待开票',
  refuseReason: null,
  invoiceCode: null,
  invoiceNo: null,
  issueTime: null,
  createTime: '2026-11-22 10:00:00',
  orderCount: 2,
  ...fields,
});
const detail = (item: InvoiceItem): InvoiceQueueItem => ({ ...item, orders: [order(11, 10_000), order(12, 51)], events: [], replayMatches: true, version: 1, userName: '老周邮票' });
const issued = request({ id: 22, stage: 'issued', stateValue: 'issued', stateName: '已开票', invoiceCode: '032012610004', invoiceNo: '00000009', issueTime: '2026-11-22 11:00:00' });

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const page = (list: unknown[]) => envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });
const fresh = (): Fake => ({ titles: [], invoiceable: [order(12, 51), order(11, 10_000)], requests: [], staff: false, posts: [], downloads: [] });

const { api, state } = useFakeServer(fresh, (s) => {
  const record = async (request: Request) => {
    const body = JSON.parse((await request.text()) || '{}') as Record<string, unknown>;
    s.posts.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  return [
    http.get('*/api/trade/buyer/invoiceTitles', () => envelope(s.titles)),
    http.post('*/api/trade/buyer/invoiceTitles/add', async ({ request: r }) => {
      const body = await record(r);
      const added = { ...(body as unknown as InvoiceTitle), id: 5, isDefault: s.titles.length === 0 };
      s.titles = [...s.titles, added];
      return envelope(added, invoiceMessages.invoiceTitleSaved);
    }),
    http.get('*/api/trade/buyer/invoiceable/page', () => page(s.invoiceable)),
    http.post('*/api/trade/buyer/invoiceApply', async ({ request: r }) => {
      await record(r);
      const made = request();
      s.requests = [made];
      s.invoiceable = [];
      return envelope(detail(made), messages.invoiceApplied);
    }),
    http.get('*/api/trade/buyer/invoices/page', () => page(s.requests)),
    http.get('*/api/trade/buyer/invoices/:id/pdf', ({ params }) => {
      s.downloads.push(String(params.id));
      return new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
    }),
    http.post('*/api/trade/buyer/invoices/withdraw', async ({ request: r }) => {
      await record(r);
      const now = request({ stage: 'withdrawn', stateValue: 'withdrawn', stateName: '已撤回' });
      s.requests = [now];
      return envelope(detail(now), invoiceMessages.invoiceWithdrawnDone);
    }),
    http.get('*/api/operator/authentication/page', () =>
      s.staff ? envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 }) : HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }),
    ),
    http.get('*/api/operator/invoices/page', () => page(s.requests.map(detail))),
    http.post('*/api/operator/invoices/:decision', async ({ request: r, params }) => {
      await record(r);
      const now = params.decision === 'issue' ? { ...issued, id: 21 } : request({ stage: 'refused', stateValue: 'refused', stateName: '已拒绝', refuseReason: '抬头有误' });
      s.requests = [now];
      return envelope(detail(now), params.decision === 'issue' ? invoiceMessages.invoiceIssuedDone : invoiceMessages.invoiceRefusedDone);
    }),
  ];
});
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/person/invoices/info', () => {
  it('adds a company title: the taxpayer number is required and checked before anything is sent', async () => {
    renderAppAt('/person/invoices/info');
    expect(await screen.findByText('暂无发票抬头，申请开票前请先新增', {}, loading)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增抬头' }));
    const dialog = await screen.findByRole('dialog', { name: '新增发票抬头' }, loading);
    await userEvent.type(within(dialog).getByLabelText(/单位名称/), '南京集邮有限公司');
    await userEvent.type(within(dialog).getByLabelText(/接收邮箱/), 'fp@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(invoiceMessages.invoiceFillTaxNo, {}, loading)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/纳税人识别号/), '91320100MA1XXXXX0I');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(messages.taxNoRule, {}, loading)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/纳税人识别号/));
    await userEvent.type(within(dialog).getByLabelText(/纳税人识别号/), '91320100ma1xxxxx0y');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.posts).toHaveLength(1), loading);
    expect(state.posts[0]).toMatchObject({
      path: '/api/trade/buyer/invoiceTitles/add',
      body: { kind: 'company', title: '南京集邮有限公司', taxNo: '91320100MA1XXXXX0Y', email: 'fp@example.com', isDefault: false },
    });
    const shown = await screen.findByTestId('invoice-title', {}, loading);
    expect(shown).toHaveTextContent('南京集邮有限公司');
    expect(shown).toHaveTextContent('默认');
  });
});

describe('applying: /person/invoices/apply → /person/invoices/confirm', () => {
  it('the choice is in the URL; the summary adds up to the fen; one request is sent with its key', async () => {
    state.titles = [title];
    const { router } = renderAppAt('/person/invoices/apply?orders=11');
    const first = await screen.findAllByTestId('invoiceable-order', {}, loading);
    expect(first).toHaveLength(2);
    expect(within(first[1]!).getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('radio', { name: /南京集邮有限公司/ })).toBeChecked();
    await userEvent.click(within(first[0]!).getByRole('checkbox'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ orders: '11,12' }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/invoices/confirm'));
    expect(router.state.location.search).toMatchObject({ orders: '11,12', title: 4 });
    expect(await screen.findByTestId('invoice-total', {}, loading)).toHaveTextContent('¥100.51');
    expect(screen.getByText('91320100MA1XXXXX0Y')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(state.posts).toHaveLength(1), loading);
    expect(state.posts[0]).toMatchObject({ path: '/api/trade/buyer/invoiceApply', body: { orderIds: [11, 12], titleId: 4 } });
    expect(state.posts[0]!.key).toMatch(/^invoice:apply:/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/invoices'));
    expect(await screen.findByTestId('invoice-request', {}, loading)).toHaveTextContent('待开票');
  });

  it('without a title, 下一步 is not offered and the page says where to add one', async () => {
    renderAppAt('/person/invoices/apply?orders=11');
    expect(await screen.findByRole('link', { name: '去新增' }, loading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });
});

describe('/person/invoices', () => {
  it('an issued invoice is downloaded; a waiting one is withdrawn through the call table', async () => {
    state.requests = [request(), issued];
    renderAppAt('/person/invoices');
    const cards = await screen.findAllByTestId('invoice-request', {}, loading);
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => undefined;
    await userEvent.click(within(cards[1]!).getByRole('button', { name: '下载发票' }));
    await waitFor(() => expect(state.downloads).toEqual(['22']));
    expect(within(cards[1]!).queryByRole('button', { name: '撤回' })).toBeNull();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: '撤回' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回发票申请' }, loading);
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/trade/buyer/invoices/withdraw', body: { id: 21 }, key: expect.stringMatching(/^invoiceRequest:21:invoice\.withdraw:/) }]));
    await waitFor(() => expect(screen.getAllByTestId('invoice-request')[0]).toHaveTextContent('已撤回'), loading);
  });
});

describe('/staff/invoices', () => {
  it('a member who is not staff reads 无权访问', async () => {
    renderAppAt('/staff/invoices');
    expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-queue')).toBeNull();
  });

  it('staff refuse only with a reason, and issue', async () => {
    state.staff = true;
    state.requests = [request()];
    renderAppAt('/staff/invoices');
    const queue = await screen.findByTestId('invoice-queue', {}, loading);
    await userEvent.click(within(queue).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝开票' }, loading);
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByText(invoiceMessages.invoiceFillRefuseReason, {}, loading)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(within(queue).getByRole('button', { name: '开具' }));
    const issue = await screen.findByRole('dialog', { name: '开具发票' }, loading);
    await userEvent.click(within(issue).getByRole('button', { name: '开具' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/operator/invoices/issue', body: { id: 21 }, key: expect.stringMatching(/^invoiceRequest:21:invoice\.issue:/) }]));
    expect(await screen.findByText('No.00000009', {}, loading)).toBeInTheDocument();
  });
});

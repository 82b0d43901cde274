import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoiceOrders, invoiceRequestEvents, invoiceRequests, invoiceTitles } from '../../server/src/db/schema';
import type { InvoiceDetail, InvoiceTitle, InvoiceTitleRequest } from '../../src/api/contracts/invoices';
import { post, type TestApp } from './helpers';
import type { Trader } from './trade-helpers';

/** A company's title as the forms send it (a valid 统一社会信用代码). */
export const companyTitle: InvoiceTitleRequest = { kind: 'company', title: '金陵邮品有限公司', taxNo: '91320100MA1XYW1234', email: 'fp@example.com' };
export const personalTitle: InvoiceTitleRequest = { kind: 'personal', title: '周建国', email: 'zhou@example.com' };

const withKey = (token: string, key?: string) => ({ token, ...(key ? { 'idempotency-key': key } : {}) });

/** A POST with the caller's token (and an idempotency key), its envelope and status. */
export const send = <T = unknown>(t: TestApp, who: { token: string }, url: string, body: unknown, key?: string) =>
  t.app
    .inject({ method: 'POST', url, payload: body as object, headers: withKey(who.token, key) })
    .then((r) => ({ ...(r.json() as { code: number; msg: string; data: T }), status: r.statusCode }));

export async function addTitle(t: TestApp, who: Trader, title: Partial<InvoiceTitleRequest> = {}): Promise<InvoiceTitle> {
  const reply = await post<InvoiceTitle>(t, '/api/trade/buyer/invoiceTitles/add', { ...companyTitle, ...title }, { token: who.token });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
}

export const apply = (t: TestApp, who: { token: string }, orderIds: number[], titleId: number, key?: string) =>
  send<InvoiceDetail>(t, who, '/api/trade/buyer/invoiceApply', { orderIds, titleId }, key);

/** A request that must be made: its detail. */
export async function applied(t: TestApp, who: Trader, orderIds: number[], titleId: number): Promise<InvoiceDetail> {
  const reply = await apply(t, who, orderIds, titleId);
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
}

export const issue = (t: TestApp, staff: { token: string }, id: number, key?: string) => send<InvoiceDetail>(t, staff, '/api/operator/invoices/issue', { id }, key);
export const refuse = (t: TestApp, staff: { token: string }, id: number, reason: string) => send<InvoiceDetail>(t, staff, '/api/operator/invoices/refuse', { id, reason });
export const withdraw = (t: TestApp, who: { token: string }, id: number) => send<InvoiceDetail>(t, who, '/api/trade/buyer/invoices/withdraw', { id });

/** The PDF call as it answers: status, headers and bytes. */
export const pdfOf = (t: TestApp, who: { token: string }, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/trade/buyer/invoices/${id}/pdf`, headers: { token: who.token } });

/** Everything of one member's invoices a refused call could have touched. */
export async function invoiceState(t: TestApp, userId: number) {
  const requests = await t.db.select().from(invoiceRequests).where(eq(invoiceRequests.buyerId, userId)).orderBy(invoiceRequests.id);
  const ids = requests.map((r) => r.id);
  return {
    requests,
    orders: ids.length ? await t.db.select().from(invoiceOrders).where(inArray(invoiceOrders.invoiceId, ids)).orderBy(invoiceOrders.orderId) : [],
    events: ids.length ? await t.db.select().from(invoiceRequestEvents).where(inArray(invoiceRequestEvents.invoiceId, ids)).orderBy(invoiceRequestEvents.id) : [],
    titles: await t.db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(invoiceTitles.id),
  };
}

/** An order is on one live request at most; a live request is requested or issued; each request's amount is its orders'. */
export async function expectInvoiceInvariants(t: TestApp): Promise<void> {
  const live = await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.live, true));
  expect(new Set(live.map((r) => r.orderId)).size).toBe(live.length);
  const requests = await t.db.select().from(invoiceRequests);
  for (const request of requests) {
    const mine = live.filter((r) => r.invoiceId === request.id);
    expect(mine.length > 0, `request ${request.id} (${request.stage}) live`).toBe(request.stage === 'requested' || request.stage === 'issued');
  }
}

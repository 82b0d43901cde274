import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoiceOrders, messages as inbox } from '../../server/src/db/schema';
import { allMessages as messages } from '../../src/api/contracts/all-messages';
import type { InvoiceDetail, InvoiceItem, InvoiceOrder, InvoiceQueueItem, InvoiceTitle, Page } from '../../src/api/contracts/invoices';
import { get, login, post, type TestApp } from './helpers';
import {
  addTitle,
  applied,
  apply,
  companyTitle,
  expectInvoiceInvariants,
  invoiceState,
  issue,
  pdfOf,
  personalTitle,
  refuse,
  send,
  withdraw,
} from './invoice-helpers';
import { closeChecked, completedOrder, newOrder, operator, orderOf, step, stranger, trader, type Trader, tradingApp } from './trade-helpers';

/**
 * 发票 (issue 29) through the API: titles (at most 10, one default), applying over completed online orders (their sum,
 * each order on one live request), staff issuing (code, number, notice) or refusing (with a reason, orders freed),
 * the member withdrawing, the PDF, and every call refused with bad input or to the wrong party, changing nothing.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let staff: Trader;
beforeEach(async () => {
  ({ t, s, b } = await tradingApp());
  staff = await trader(t, operator, { payPassword: false });
});
afterEach(async () => {
  await expectInvoiceInvariants(t);
  await closeChecked(t);
});

const titlesOf = async (who: Trader) => (await get<InvoiceTitle[]>(t, '/api/trade/buyer/invoiceTitles', { token: who.token })).data;
const invoiceable = async (who: Trader) => (await get<Page<InvoiceOrder>>(t, '/api/trade/buyer/invoiceable/page?pageSize=50', { token: who.token })).data;
const mine = async (who: Trader, stage = '') =>
  (await get<Page<InvoiceItem>>(t, `/api/trade/buyer/invoices/page${stage ? `?stage=${stage}` : ''}`, { token: who.token })).data;
const detail = (who: Trader, id: number) => get<InvoiceDetail>(t, `/api/trade/buyer/invoices/${id}`, { token: who.token });
const noticesOf = (userId: number) => t.db.select().from(inbox).where(eq(inbox.userId, userId));

describe('invoice titles (/api/trade/buyer/invoiceTitles)', () => {
  it('the first is the default; setDef moves it; a person carries no number; deleting the default promotes the newest', async () => {
    const first = await addTitle(t, b);
    expect(first).toMatchObject({ ...companyTitle, isDefault: true });
    const second = await addTitle(t, b, { ...personalTitle, taxNo: '91320100MA1XYW1234' });
    expect(second).toMatchObject({ kind: 'personal', title: '周建国', taxNo: '', isDefault: false });
    expect((await titlesOf(b)).map((x) => [x.id, x.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const moved = await post<InvoiceTitle>(t, `/api/trade/buyer/invoiceTitles/setDef/${second.id}`, {}, { token: b.token });
    expect(moved).toMatchObject({ code: 200, msg: messages.invoiceTitleDefaultSet, data: { id: second.id, isDefault: true } });
    expect((await titlesOf(b)).map((x) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const edited = await post<InvoiceTitle>(t, `/api/trade/buyer/invoiceTitles/edit/${first.id}`, { ...companyTitle, taxNo: '91320100ma1xyw9999', email: 'new@example.com' }, { token: b.token });
    expect(edited.data).toMatchObject({ taxNo: '91320100MA1XYW9999', email: 'new@example.com', isDefault: false });
    const deleted = await post(t, `/api/trade/buyer/invoiceTitles/del/${second.id}`, {}, { token: b.token });
    expect(deleted).toMatchObject({ code: 200, msg: messages.invoiceTitleDeleted });
    expect((await titlesOf(b)).map((x) => [x.id, x.isDefault])).toEqual([[first.id, true]]);
  });

  it('refuses bad input with its message, an 11th title, and changes nothing', async () => {
    const add = (body: Record<string, unknown>) => post(t, '/api/trade/buyer/invoiceTitles/add', body, { token: b.token });
    const before = await invoiceState(t, b.id);
    expect(await add({ ...companyTitle, taxNo: '' })).toMatchObject({ status: 400, msg: messages.invoiceFillTaxNo });
    // I, O, Z, S and V are not in a 统一社会信用代码; 17 characters are no number at all.
    expect(await add({ ...companyTitle, taxNo: '91320100MA1XYZ123I' })).toMatchObject({ status: 400, msg: messages.taxNoRule });
    expect(await add({ ...companyTitle, taxNo: '91320100MA1XYZ123' })).toMatchObject({ status: 400, msg: messages.taxNoRule });
    expect(await add({ ...companyTitle, title: '金' })).toMatchObject({ status: 400, msg: messages.enterInvoiceTitle });
    expect(await add({ ...companyTitle, email: 'fp' })).toMatchObject({ status: 400, msg: messages.emailRule });
    expect(await add({ ...companyTitle, kind: 'state' })).toMatchObject({ status: 400, msg: messages.invoiceChooseKind });
    expect(await invoiceState(t, b.id)).toEqual(before);
    // The old 15- and 20-character numbers are taken.
    await addTitle(t, b, { taxNo: '320100123456789' });
    await addTitle(t, b, { taxNo: '32010012345678901234' });
    for (let i = 2; i < 10; i++) await addTitle(t, b, { title: `抬头${i}号公司` });
    const full = await invoiceState(t, b.id);
    expect(await add(companyTitle)).toMatchObject({ status: 400, msg: messages.invoiceTitleLimit });
    expect(await invoiceState(t, b.id)).toEqual(full);
  });

  it("another member's title is answered as one that does not exist, and stays as it was", async () => {
    const theirs = await addTitle(t, s);
    const before = await invoiceState(t, s.id);
    for (const [url, body] of [
      [`/api/trade/buyer/invoiceTitles/edit/${theirs.id}`, personalTitle],
      [`/api/trade/buyer/invoiceTitles/del/${theirs.id}`, {}],
      [`/api/trade/buyer/invoiceTitles/setDef/${theirs.id}`, {}],
      ['/api/trade/buyer/invoiceTitles/setDef/999999', {}],
    ] as const) {
      expect(await post(t, url, body, { token: b.token }), url).toMatchObject({ status: 404, msg: messages.invoiceTitleNotFound });
    }
    expect(await invoiceState(t, s.id)).toEqual(before);
    expect(await titlesOf(b)).toEqual([]);
    expect((await get(t, '/api/trade/buyer/invoiceTitles')).status).toBe(401);
  });
});

describe('applying (POST /api/trade/buyer/invoiceApply)', () => {
  it('one request over two completed orders for their sum, the title copied; the orders leave the invoiceable list and show it', async () => {
    const seeded = (await invoiceable(b)).list.map((o) => o.orderId);
    const [one, two] = [await completedOrder(t, s, b, 12_345), await completedOrder(t, s, b, 8_000)];
    const title = await addTitle(t, b);
    expect((await invoiceable(b)).list.map((o) => o.orderId)).toEqual([two, one, ...seeded]);
    const reply = await apply(t, b, [one, two], title.id);
    expect(reply).toMatchObject({ code: 200, msg: messages.invoiceApplied });
    expect(reply.data).toMatchObject({
      ...companyTitle,
      amount: 20_345,
      stage: 'requested',
      stateName: '待开票',
      orderCount: 2,
      invoiceNo: null,
      refuseReason: null,
      replayMatches: true,
      createTime: '2026-11-22 10:00:00',
    });
    expect(reply.data.orders.map((o) => [o.orderId, o.amount])).toEqual([
      [one, 12_345],
      [two, 8_000],
    ]);
    expect(reply.data.events.map((e) => [e.event, e.role, e.to])).toEqual([['invoice.apply', 'member', 'requested']]);
    // A later edit of the title changes no request.
    await post(t, `/api/trade/buyer/invoiceTitles/edit/${title.id}`, personalTitle, { token: b.token });
    expect((await detail(b, reply.data.id)).data.title).toBe(companyTitle.title);
    expect((await invoiceable(b)).list.map((o) => o.orderId)).toEqual(seeded);
    for (const who of [b, s]) expect((await orderOf(t, who, one)).invoice).toMatchObject({ id: reply.data.id, stage: 'requested', stateName: '待开票', title: companyTitle.title });
    expect((await mine(b)).list.map((i) => i.id)).toEqual([reply.data.id]);
    expect((await mine(b, 'issued')).list).toEqual([]);
  });

  it('the invoiceable list filtered to the orders named: only the caller’s own invoiceable ones; a bad list is refused', async () => {
    const [one, two] = [await completedOrder(t, s, b, 1_000), await completedOrder(t, s, b, 2_000)];
    const theirs = await completedOrder(t, b, s, 3_000);
    const named = (who: Trader, ids: string) => get<Page<InvoiceOrder>>(t, `/api/trade/buyer/invoiceable/page?pageSize=20&orderIds=${ids}`, { token: who.token });
    const reply = await named(b, `${one},${theirs},${two}`);
    expect(reply.code).toBe(200);
    expect(reply.data.list.map((o) => o.orderId)).toEqual([two, one]);
    expect(reply.data.total).toBe(2);
    expect((await named(s, `${one},${two}`)).data.list).toEqual([]);
    for (const bad of ['', '1,,2', 'x', '0', '1,2147483648', Array.from({ length: 21 }, (_, i) => i + 1).join(',')]) {
      expect(await named(b, encodeURIComponent(bad)), bad).toMatchObject({ status: 400, msg: messages.invalidRequest });
    }
  });

  it('a retry with the same key is answered with the same request; nothing is made twice', async () => {
    const orderId = await completedOrder(t, s, b, 5_000);
    const title = await addTitle(t, b);
    const first = await apply(t, b, [orderId], title.id, 'inv-key-1');
    const again = await apply(t, b, [orderId], title.id, 'inv-key-1');
    expect([first.code, again.code]).toEqual([200, 200]);
    expect(again.data.id).toBe(first.data.id);
    expect((await invoiceState(t, b.id)).requests).toHaveLength(1);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const orderId = await completedOrder(t, s, b, 5_000);
    const title = await addTitle(t, b);
    const before = await invoiceState(t, b.id);
    const body = (extra: Record<string, unknown>) => post(t, '/api/trade/buyer/invoiceApply', { orderIds: [orderId], titleId: title.id, ...extra }, { token: b.token });
    expect(await body({ orderIds: [] })).toMatchObject({ status: 400, msg: messages.invoiceChooseOrders });
    expect(await body({ orderIds: Array.from({ length: 21 }, (_, i) => i + 1) })).toMatchObject({ status: 400, msg: messages.invoiceChooseOrders });
    expect(await body({ orderIds: [orderId, orderId] })).toMatchObject({ status: 400, msg: messages.invoiceOrdersRepeated });
    expect(await body({ orderIds: ['1'] })).toMatchObject({ status: 400, msg: messages.invoiceChooseOrders });
    expect(await body({ titleId: undefined })).toMatchObject({ status: 400, msg: messages.invoiceChooseTitle });
    expect(await invoiceState(t, b.id)).toEqual(before);
  });

  it("refuses the seller, a stranger, another's title, an unfinished or offline order, and an order on a live request", async () => {
    const orderId = await completedOrder(t, s, b, 5_000);
    const title = await addTitle(t, b);
    const sellerTitle = await addTitle(t, s);
    const other = await trader(t, stranger, { payPassword: false });
    const otherTitle = await addTitle(t, other);
    const [before, sellerBefore] = [await invoiceState(t, b.id), await invoiceState(t, s.id)];
    expect(await apply(t, s, [orderId], sellerTitle.id)).toMatchObject({ status: 400, msg: messages.invoiceOrderNotInvoiceable });
    expect(await apply(t, other, [orderId], otherTitle.id)).toMatchObject({ status: 400, msg: messages.invoiceOrderNotInvoiceable });
    expect(await apply(t, other, [999_999], otherTitle.id)).toMatchObject({ status: 400, msg: messages.invoiceOrderNotInvoiceable });
    expect(await apply(t, b, [orderId], sellerTitle.id)).toMatchObject({ status: 404, msg: messages.invoiceTitleNotFound });
    const unpaid = await newOrder(t, s, b, 5_000);
    expect(await apply(t, b, [orderId, unpaid], title.id)).toMatchObject({ status: 400, msg: messages.invoiceOrderNotInvoiceable });
    const offline = await newOrder(t, s, b, 5_000, 'offline');
    await step(t, b, '/api/trade/offline/buyer/confirmComplete', { orderId: offline });
    await step(t, s, '/api/trade/offline/seller/confirmComplete', { orderId: offline });
    expect(await apply(t, b, [offline], title.id)).toMatchObject({ status: 400, msg: messages.invoiceOrderNotInvoiceable });
    expect(await invoiceState(t, b.id)).toEqual(before);
    expect(await invoiceState(t, s.id)).toEqual(sellerBefore);
    await applied(t, b, [orderId], title.id);
    const another = await completedOrder(t, s, b, 3_000);
    const onOne = await invoiceState(t, b.id);
    expect(await apply(t, b, [another, orderId], title.id)).toMatchObject({ status: 400, msg: messages.invoiceAlreadyApplied });
    expect(await invoiceState(t, b.id)).toEqual(onOne);
    // After the evaluations it is still a completed order.
    await step(t, b, '/api/trade/trade/evaluation', { orderId: another, score: 1 });
    expect((await apply(t, b, [another], title.id)).code).toBe(200);
  });

  it('the database holds the rule too: a second live row for an order is refused, a row no longer live is not', async () => {
    const orderId = await completedOrder(t, s, b, 5_000);
    const title = await addTitle(t, b);
    const first = await applied(t, b, [orderId], title.id);
    await withdraw(t, b, first.id);
    const second = await applied(t, b, [orderId], title.id);
    const third = await applied(t, b, [await completedOrder(t, s, b, 1_000)], title.id);
    await expect(t.db.insert(invoiceOrders).values({ invoiceId: third.id, orderId })).rejects.toThrow();
    expect((await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.orderId, orderId))).map((r) => [r.invoiceId, r.live])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('parallel requests over the same order: exactly one wins, the others leave nothing', async () => {
    const orderId = await completedOrder(t, s, b, 5_000);
    const title = await addTitle(t, b);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => apply(t, b, [orderId], title.id, `burst-${i}`)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400 && r.msg === messages.invoiceAlreadyApplied)).toHaveLength(5);
    const state = await invoiceState(t, b.id);
    expect(state.requests).toHaveLength(1);
    expect(state.orders).toHaveLength(1);
    expect(state.events).toHaveLength(1);
  });
});

describe('staff issue or refuse; the member withdraws', () => {
  it('issuing gives the invoice its code, the next number and the date, and tells the member', async () => {
    const title = await addTitle(t, b);
    const first = await applied(t, b, [await completedOrder(t, s, b, 5_000)], title.id);
    const second = await applied(t, b, [await completedOrder(t, s, b, 7_000)], title.id);
    const queue = await get<Page<InvoiceQueueItem>>(t, '/api/operator/invoices/page?stage=requested&pageSize=50', { token: staff.token });
    // The longest waiting first (the demo's own request of 金陵藏家 is older still).
    const theirs = queue.data.list.filter((r) => r.userName === b.name);
    expect(theirs.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(theirs[0]).toMatchObject({ amount: 5_000, orders: [{ orderId: first.orders[0]!.orderId }] });
    expect(queue.data.list.every((r) => r.stage === 'requested')).toBe(true);
    t.clock.advance(3_600_000);
    const issued = await issue(t, staff, first.id);
    expect(issued).toMatchObject({ code: 200, msg: messages.invoiceIssuedDone, data: { stage: 'issued', stateName: '已开票', issueTime: '2026-11-22 11:00:00', replayMatches: true } });
    expect(issued.data.invoiceCode).toMatch(/^0320126\d{5}$/);
    const no = Number(issued.data.invoiceNo);
    expect(issued.data.invoiceNo).toMatch(/^\d{8}$/);
    expect((await issue(t, staff, second.id)).data.invoiceNo).toBe(String(no + 1).padStart(8, '0'));
    const notices = await noticesOf(b.id);
    expect(notices.filter((n) => n.title === '发票已开具').map((n) => n.content)).toEqual([expect.stringContaining(issued.data.invoiceNo!), expect.any(String)]);
    expect(await issue(t, staff, first.id)).toMatchObject({ status: 400, msg: messages.invoiceActionNotAllowed });
    expect(await withdraw(t, b, first.id)).toMatchObject({ status: 400, msg: messages.invoiceActionNotAllowed });
    expect((await mine(b, 'issued')).list.map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await orderOf(t, s, first.orders[0]!.orderId)).invoice).toMatchObject({ stage: 'issued', invoiceNo: issued.data.invoiceNo });
  });

  it('refusing needs a reason, tells the member why and frees the orders for another request', async () => {
    const title = await addTitle(t, b);
    const orderId = await completedOrder(t, s, b, 5_000);
    const request = await applied(t, b, [orderId], title.id);
    expect((await invoiceable(b)).list.map((o) => o.orderId)).not.toContain(orderId);
    const before = await invoiceState(t, b.id);
    expect(await refuse(t, staff, request.id, '  ')).toMatchObject({ status: 400, msg: messages.invoiceFillRefuseReason });
    expect(await refuse(t, staff, request.id, '长'.repeat(201))).toMatchObject({ status: 400, msg: messages.invoiceRefuseReasonTooLong });
    expect(await invoiceState(t, b.id)).toEqual(before);
    const refused = await refuse(t, staff, request.id, '抬头与付款人不符');
    expect(refused).toMatchObject({ code: 200, msg: messages.invoiceRefusedDone, data: { stage: 'refused', refuseReason: '抬头与付款人不符' } });
    expect((await noticesOf(b.id)).find((n) => n.title === '发票申请被拒绝')?.content).toContain('抬头与付款人不符');
    expect((await orderOf(t, b, orderId)).invoice).toBeNull();
    expect((await invoiceable(b)).list.map((o) => o.orderId)).toContain(orderId);
    expect((await apply(t, b, [orderId], title.id)).code).toBe(200);
  });

  it('the member withdraws a waiting request and may apply again', async () => {
    const title = await addTitle(t, b);
    const orderId = await completedOrder(t, s, b, 5_000);
    const request = await applied(t, b, [orderId], title.id);
    const reply = await withdraw(t, b, request.id);
    expect(reply).toMatchObject({ code: 200, msg: messages.invoiceWithdrawnDone, data: { stage: 'withdrawn', stateName: '已撤回' } });
    expect((await detail(b, request.id)).data.events.map((e) => e.event)).toEqual(['invoice.apply', 'invoice.withdraw']);
    expect(await issue(t, staff, request.id)).toMatchObject({ status: 400, msg: messages.invoiceActionNotAllowed });
    expect((await apply(t, b, [orderId], title.id)).code).toBe(200);
  });

  it('the wrong party is refused and nothing changes: a member issuing, a stranger withdrawing or reading, staff withdrawing', async () => {
    const title = await addTitle(t, b);
    const request = await applied(t, b, [await completedOrder(t, s, b, 5_000)], title.id);
    const other = await trader(t, stranger, { payPassword: false });
    const before = await invoiceState(t, b.id);
    expect((await issue(t, b, request.id)).status).toBe(403);
    expect((await refuse(t, s, request.id, '不开')).status).toBe(403);
    expect(await withdraw(t, other, request.id)).toMatchObject({ status: 404, msg: messages.invoiceRequestNotFound });
    expect(await withdraw(t, staff, request.id)).toMatchObject({ status: 404, msg: messages.invoiceRequestNotFound });
    expect(await withdraw(t, b, 999_999)).toMatchObject({ status: 404, msg: messages.invoiceRequestNotFound });
    expect(await detail(other, request.id)).toMatchObject({ status: 404, msg: messages.invoiceRequestNotFound });
    expect((await mine(other)).list).toEqual([]);
    expect((await get(t, '/api/operator/invoices/page', { token: b.token })).status).toBe(403);
    expect(await invoiceState(t, b.id)).toEqual(before);
    expect(await send(t, b, '/api/trade/buyer/invoices/withdraw', { id: 'x' })).toMatchObject({ status: 400 });
  });
});

describe('the demo', () => {
  it('金陵藏家 has a default company title, an issued invoice to download and a request waiting for staff', async () => {
    expect(await titlesOf(s)).toEqual([expect.objectContaining({ kind: 'company', isDefault: true, taxNo: '91320102MA1N7X8Q2C' })]);
    const requests = (await mine(s)).list;
    expect(requests.map((r) => r.stage)).toEqual(['requested', 'issued']);
    expect((await pdfOf(t, s, requests[1]!.id)).statusCode).toBe(200);
  });

  it('parallel issues take consecutive numbers, each once', async () => {
    const title = await addTitle(t, b);
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push(await applied(t, b, [await completedOrder(t, s, b, 1_000 + i)], title.id));
    const replies = await Promise.all(requests.map((r) => issue(t, staff, r.id)));
    expect(replies.map((r) => r.code)).toEqual([200, 200, 200, 200]);
    const numbers = replies.map((r) => Number(r.data.invoiceNo)).sort((x, y) => x - y);
    expect(numbers).toEqual([numbers[0]!, numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
  });
});

describe('GET /api/trade/buyer/invoices/{id}/pdf', () => {
  it('the issued invoice is a PDF file named by its number, for its member and staff; 404 to another member, 400 before issue', async () => {
    const title = await addTitle(t, b);
    const request = await applied(t, b, [await completedOrder(t, s, b, 10_050)], title.id);
    expect(JSON.parse((await pdfOf(t, b, request.id)).body)).toMatchObject({ code: 400, msg: messages.invoiceNotIssued });
    const { invoiceNo } = (await issue(t, staff, request.id)).data;
    for (const who of [b, staff]) {
      const file = await pdfOf(t, who, request.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`发票-${invoiceNo}.pdf`)}`);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.rawPayload.length).toBeGreaterThan(10_000);
    }
    const other = await login(t, stranger);
    const refused = await pdfOf(t, { token: other.token }, request.id);
    expect([refused.statusCode, JSON.parse(refused.body).msg]).toEqual([404, messages.invoiceRequestNotFound]);
    expect((await pdfOf(t, s, request.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/trade/buyer/invoices/${request.id}/pdf` })).statusCode).toBe(401);
  });
});

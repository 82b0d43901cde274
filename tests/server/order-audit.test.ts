import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/src/db/schema';
import type { OrderAudit } from '../../src/api/contracts/order-audit';
import { buildTestApp, get, type TestApp } from './helpers';
import { act, buyer, newOrder, payPassword, seller, stranger, trader, type Trader } from './trade-helpers';

/** GET /api/user/order/events: an order's history for its parties, as JSON or CSV, replayed through its machine. */
let t: TestApp;
let s: Trader;
let b: Trader;
let other: Trader;
let orderId: number;
const reason = '拍错了, 要"另一版"';

beforeAll(async () => {
  t = await buildTestApp();
  [s, b, other] = await Promise.all([trader(t, seller), trader(t, buyer), trader(t, stranger)]);
  orderId = await newOrder(t, s, b, 15_000);
  for (const [who, path, body] of [
    [b, '/api/trade/online/buyer/pay', { payPassword }],
    [b, '/api/trade/online/apply/cancel', { reason }],
    [s, '/api/trade/online/agree/cancel', {}],
  ] as const) {
    expect((await act(t, who, path, { orderId, ...body })).code).toBe(200);
  }
});
afterAll(() => t.close());

const events = (who: Trader | null, query: string) => get<OrderAudit>(t, `/api/user/order/events?${query}`, who ? { token: who.token } : {});

describe('an order’s event history', () => {
  it('gives either party every recorded event, numbered as the diagram numbers them, and a replay that matches', async () => {
    for (const who of [s, b]) {
      const reply = await events(who, `orderId=${orderId}`);
      expect(reply.code).toBe(200);
      expect(reply.data).toMatchObject({ orderId, machine: 'order', input: { amount: 15_000, publisherSide: 'seller' }, replayMatches: true, stateValue: 'cancelled' });
      expect(reply.data.events.map((e) => [e.step, e.event, e.role, e.actor])).toEqual([
        [0, 'order.created', 'buyer', b.name],
        [1, 'order.pay', 'buyer', b.name],
        [2, 'cancel.apply', 'buyer', b.name],
        [3, 'cancel.agree', 'seller', s.name],
      ]);
      expect(reply.data.events[2]).toMatchObject({ from: { awaitingShipment: 'open' }, to: { awaitingShipment: 'cancelRequested' }, payload: { reason } });
    }
  });

  it('is a CSV file for spreadsheets: byte-order mark, Chinese header, one quoted row per event', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/order/events?orderId=${orderId}&format=csv`, headers: { token: b.token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${orderId}-events.csv"`);
    expect(response.body.startsWith('\uFEFF步骤,时间,角色,操作人,事件,原状态,新状态,内容\r\n')).toBe(true);
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(5);
    // The reason holds a comma and quotes: the JSON cell is quoted and its quotes doubled.
    expect(rows[3]).toContain(`,buyer,${b.name},cancel.apply,"{""awaitingShipment"":""open""}","{""awaitingShipment"":""cancelRequested""}","{""reason"":""拍错了, 要\\""另一版\\""""}"`);
  });

  it('says so when the stored state is not where the events lead (the check can fail)', async () => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    await t.db.update(orders).set({ stateValue: 'closed' }).where(eq(orders.id, orderId));
    const reply = await events(s, `orderId=${orderId}`);
    expect(reply.data).toMatchObject({ replayMatches: false, replayedStateValue: 'cancelled', stateValue: 'closed' });
    await t.db.update(orders).set({ stateValue: row!.stateValue }).where(eq(orders.id, orderId));
  });

  it('refuses anyone who is not a party, a visitor, an unknown order and a bad format', async () => {
    expect((await events(other, `orderId=${orderId}`)).code).toBe(404);
    const csv = await t.app.inject({ method: 'GET', url: `/api/user/order/events?orderId=${orderId}&format=csv`, headers: { token: other.token } });
    expect(csv.statusCode).toBe(404);
    expect(csv.body).not.toContain('cancel.apply');
    expect((await events(null, `orderId=${orderId}`)).code).toBe(401);
    expect((await events(s, 'orderId=999999')).code).toBe(404);
    expect((await events(s, `orderId=${orderId}&format=xml`)).code).toBe(400);
  });
});

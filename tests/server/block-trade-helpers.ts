import { eq, inArray } from 'drizzle-orm';
import { blockTradeEvents, blockTrades, messages as inbox } from '../../server/src/db/schema';
import type { BlockTrade, BlockTradeApplyRequest, BlockTradeDetail, BlockTradeItem } from '../../src/api/contracts/block-trades';
import type { Page } from '../../src/api/contracts/trade';
import { extraMember, get, post, type TestApp } from './helpers';
import { productId } from './trade-helpers';

/** Block-trade applications (大宗交易, issue 29) as members and staff call them. */

let members = 0;
/** A fresh real-name-authenticated member (one per test or path: at most 5 live applications each). */
export const applicant = (t: TestApp) => {
  members += 1;
  return extraMember(t, { userName: `大宗会员${members}`, phone: `1390000${String(members).padStart(4, '0')}` });
};

/** China's day `days` after the fake clock's (it starts 2026-11-22 10:00 in Beijing). */
export const chinaDay = (t: TestApp, days = 0) => new Date(t.clock.now().getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export const applyBody = async (t: TestApp, fields: Partial<BlockTradeApplyRequest> & Record<string, unknown> = {}) => ({
  tradeType: 1,
  productId: await productId(t, '1993-1', '单枚'),
  quantity: 5_000,
  priceMin: 300,
  priceMax: 360,
  expiryDate: chinaDay(t, 30),
  phone: '13912345678',
  remark: '整件原封',
  agree: true,
  ...fields,
});

export async function apply(t: TestApp, token: string | undefined, body: Record<string, unknown>, idempotencyKey?: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/trade/blockTrades/apply',
    payload: body,
    headers: { ...(token ? { token } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
  return { ...(reply.json() as { code: number; msg: string; data: BlockTradeDetail }), status: reply.statusCode };
}

/** An application that must be made: its detail. */
export async function applied(t: TestApp, token: string, fields: Partial<BlockTradeApplyRequest> = {}): Promise<BlockTradeDetail> {
  const reply = await apply(t, token, await applyBody(t, fields));
  if (reply.code !== 200) throw new Error(`apply: ${reply.msg}`);
  return reply.data;
}

export const withdraw = (t: TestApp, token: string, id: number) => post<BlockTradeDetail>(t, '/api/trade/blockTrades/withdraw', { id }, { token });
export const list = (t: TestApp, token: string, id: number) => post<BlockTradeDetail>(t, '/api/operator/block-trades/list', { id }, { token });
export const reject = (t: TestApp, token: string, id: number, reason: string) => post<BlockTradeDetail>(t, '/api/operator/block-trades/reject', { id, reason }, { token });

export const publicPage = (t: TestApp, token?: string, query = '?pageSize=50') => get<Page<BlockTrade>>(t, `/api/trade/blockTrades/page${query}`, { token });
export const myPage = (t: TestApp, token: string, query = '?pageSize=50') => get<Page<BlockTradeItem>>(t, `/api/trade/blockTrades/my/page${query}`, { token });
export const queue = (t: TestApp, token: string, query = '?pageSize=50') => get<Page<BlockTradeItem>>(t, `/api/operator/block-trades/page${query}`, { token });
export const detail = (t: TestApp, id: number, token?: string) => get<BlockTradeDetail>(t, `/api/trade/blockTrades/${id}`, { token });

/** Everything a block-trade call may change for a member: their applications, their events, their inbox. */
export async function stored(t: TestApp, userId: number) {
  const rows = await t.db.select().from(blockTrades).where(eq(blockTrades.publisherId, userId)).orderBy(blockTrades.id);
  const events = rows.length ? await t.db.select().from(blockTradeEvents).where(inArray(blockTradeEvents.blockTradeId, rows.map((r) => r.id))) : [];
  const notices = await t.db.select({ id: inbox.id, title: inbox.title, content: inbox.content }).from(inbox).where(eq(inbox.userId, userId));
  return { rows, events: events.length, notices };
}

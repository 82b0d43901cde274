import { eq } from 'drizzle-orm';
import type { AgentCandidate } from '../../src/api/contracts/agents';
import { messages } from '../../src/api/contracts/messages';
import type { BasketItem, Listing, Page, ProductOption } from '../../src/api/contracts/trade';
import { basketItems, categories, listings, orders, products } from '../../server/src/db/schema';
import { buildTestApp, extraMember, get, post, type TestApp } from './helpers';
import { buyer, newOrder, payPassword, publish, seller, trader, type Trader } from './trade-helpers';

/** The findings of the attack on issue 11, one by one (docs/adr/0017); tests/server/bad-input.test.ts sweeps every route. */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => {
  t = await buildTestApp();
  [s, b] = await Promise.all([trader(t, seller), trader(t, buyer)]);
});
afterEach(() => t.close());

const raw = (method: 'GET' | 'POST', url: string, payload?: string, token?: string) =>
  t.app
    .inject({ method, url, payload, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) } })
    .then((r) => ({ status: r.statusCode, ...(r.json() as { code: number; msg: string }) }));

describe('ids beyond int4', () => {
  it('a public page of id 2147483648 is a 400, not a database error', async () => {
    expect(await get(t, '/api/anon/trade/homepage/2147483648')).toMatchObject({ status: 400, code: 400, msg: messages.invalidRequest });
    expect(await get(t, '/api/anon/trade/priceCircle/2147483648')).toMatchObject({ status: 400 });
    expect(await get(t, '/api/user/order/trade/info/2147483648')).toMatchObject({ status: 400 });
    expect(await post(t, '/api/trade/whole/list', { publisherId: 2147483648 })).toMatchObject({ status: 400 });
    expect((await get(t, '/api/anon/trade/homepage/2147483647')).status).toBe(404);
  });

  it('the largest page number is an empty page (the offset is a bigint); one more is a 400', async () => {
    const last = 'pageNo=2147483647&pageSize=50';
    expect((await post<Page<Listing>>(t, `/api/trade/whole/list?${last}`, {})).data.list).toEqual([]);
    expect((await get<ProductOption[]>(t, `/api/search/product/name/page?${last}`)).data).toEqual([]);
    expect((await get<Page<unknown>>(t, `/api/trade/marketing/my/page?${last}`, { token: b.token })).data.list).toEqual([]);
    expect((await get(t, '/api/search/product/name/page?pageNo=2147483648')).status).toBe(400);
  });

  it('{"orderId":true} is a 400 and changes nothing (it used to act on order 1)', async () => {
    // The demo's deals are orders 1, 2...: true would be order 1 (not the buyer's: refused, but not with a 400), and
    // "n", [n] or n.5 this test's own order, which the buyer may pay: only the contract's 400 keeps it unpaid.
    const orderId = await newOrder(t, s, b, 1_000);
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    for (const orderIdValue of ['true', `"${orderId}"`, `[${orderId}]`, `${orderId}.5`, 'null', '2147483648']) {
      // The buyer's pay would have paid the order (z.coerce.number read true as 1 and "n" as n).
      const pay = await raw('POST', '/api/trade/online/buyer/pay', `{"orderId":${orderIdValue},"payPassword":"${payPassword}"}`, b.token);
      expect(pay, orderIdValue).toMatchObject({ status: 400, msg: messages.invalidRequest });
      const cancel = await raw('POST', '/api/trade/publisher/cancel', `{"orderId":${orderIdValue}}`, s.token);
      expect(cancel, orderIdValue).toMatchObject({ status: 400, msg: messages.invalidRequest });
    }
    expect(await raw('GET', '/api/user/order/info?orderId=true', undefined, b.token)).toMatchObject({ status: 400 });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toEqual(before);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL in the login name or a lone surrogate in a stored JSON payload is refused with a clear message', async () => {
    expect(await raw('POST', '/api/login', JSON.stringify({ username: '老周\u0000邮票', password: 'demo1234' }))).toMatchObject({
      status: 400,
      msg: messages.unreadableText,
    });
    const orderId = await newOrder(t, s, b, 1_000);
    // JSON.stringify writes a lone surrogate as the escape \ud800: the server's JSON.parse makes it a lone surrogate again.
    const payload = JSON.stringify({ orderId, reason: '不想要了\ud800' });
    expect(payload).toContain('\\ud800');
    expect(await raw('POST', '/api/trade/online/apply/cancel', payload, b.token)).toMatchObject({ status: 400, msg: messages.unreadableText });
  });

  it('a query string with a NUL is refused for any route, read or not', async () => {
    expect(await get(t, '/api/express/delivery/list?company=%00')).toMatchObject({ status: 400, msg: messages.unreadableText });
    expect(await get(t, '/api/sys/config?x=a%01b')).toMatchObject({ status: 400, msg: messages.unreadableText });
    expect(await get(t, '/api/search/product/name/page?keyword=%E7%8C%B4%00')).toMatchObject({ status: 400, msg: messages.unreadableText });
    expect((await get(t, '/api/sys/config?x=%09tab')).status).toBe(200);
  });
});

describe('% and _ in a search are the characters, not wildcards', () => {
  async function product(code: string, name: string): Promise<number> {
    const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
    const [row] = await t.db
      .insert(products)
      .values({ categoryId: category!.id, code, name, year: 2026, exterior: '单枚', unit: '枚' })
      .returning({ id: products.id });
    return row!.id;
  }

  it('the market, the product search and the agent search', async () => {
    const percent = await product('P%1', '百分之百纪念');
    const underscore = await product('U_1', '下_划线纪念');
    const plain = await product('PX1', '普通纪念');
    const offers = new Map<number, number>();
    for (const productId of [percent, underscore, plain]) offers.set(productId, await publish(t, s, { publishType: 1, price: 100, quantity: 1, productId }));

    const market = async (keyword: string) => (await post<Page<Listing>>(t, '/api/trade/whole/list', { keyword })).data.list.map((l) => l.id);
    expect(await market('%')).toEqual([offers.get(percent)]);
    expect(await market('_')).toEqual([offers.get(underscore)]);
    expect(await market('P_1')).toEqual([]);
    expect(await market('\\')).toEqual([]);

    const search = async (keyword: string) =>
      (await get<ProductOption[]>(t, `/api/search/product/name/page?keyword=${encodeURIComponent(keyword)}&pageSize=50`)).data.map((p) => p.id);
    expect(await search('%')).toEqual([percent]);
    expect(await search('_')).toEqual([underscore]);

    const agent = await extraMember(t, { userName: '代理_人', phone: '13900000099', agent: true });
    const agents = await get<AgentCandidate[]>(t, `/api/user/agent/list?userName=${encodeURIComponent('_')}`, { token: b.token });
    expect(agents.data.map((a) => a.id)).toEqual([agent.id]);
  });
});

describe('quantities are bounded', () => {
  it('2147483648 in the basket or at confirm is refused with the Chinese message, and nothing changes', async () => {
    const ordersBefore = await t.db.select().from(orders);
    const listing = await publish(t, s, { publishType: 1, price: 100, quantity: 5 });
    const add = await post(t, '/api/basket/add', { tradeId: listing, quantity: 2147483648 }, { token: b.token });
    expect(add).toMatchObject({ status: 400, msg: messages.enterConfirmQuantity });
    expect(await t.db.select().from(basketItems).where(eq(basketItems.userId, b.id))).toEqual([]);

    const added = await post<BasketItem[]>(t, '/api/basket/add', { tradeId: listing, quantity: 1 }, { token: b.token });
    const item = added.data.find((i) => i.tradeId === listing)!;
    const confirm = await post(
      t,
      '/api/basket/confirm',
      { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: [{ id: item.id, quantity: 2147483648, lastNum: item.lastNum, price: item.price }] },
      { token: b.token },
    );
    expect(confirm).toMatchObject({ status: 400, msg: messages.enterConfirmQuantity });
    const [row] = await t.db.select({ lastNum: listings.lastNum }).from(listings).where(eq(listings.id, listing));
    expect(row!.lastNum).toBe(5);
    expect(await t.db.select().from(orders)).toEqual(ordersBefore);
  });
});

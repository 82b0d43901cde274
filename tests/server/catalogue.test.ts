import { and, asc, countDistinct, desc, eq, gte, lte } from 'drizzle-orm';
import type {
  CatalogueArea,
  CategoryMarket,
  ConditionGrade,
  FormMarket,
  MemberCard,
  PriceLine,
  VarietyCard,
  VarietyDetail,
} from '../../src/api/contracts/catalogue';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { categories, listings, orders, products, users } from '../../server/src/db/schema';
import { isCompleted } from '../../server/src/domain/trade/order-lists';
import { formatChinaDate, formatChinaTime } from '../../server/src/domain/clock';
import { buildTestApp, get, login, type TestApp } from './helpers';
import { buyer, closeChecked, payPassword, productId, publish, relogin, seller, step, take, trader, type Trader } from './trade-helpers';

/**
 * The catalogue's calls (issue 15): the 专区 and their market, the catalogue page and its filters, a variety's facts,
 * a form's market and its price line by grade from real completed orders, the product and member searches, and every
 * bad input refused with its Chinese message. All public: visitors are served.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeAll(async () => {
  t = await buildTestApp();
  [s, b] = await Promise.all([trader(t, seller), trader(t, buyer)]);
});
afterAll(() => closeChecked(t));

const day = 24 * 3_600_000;
const ok = async <T>(url: string, token?: string): Promise<T> => {
  const reply = await get<T>(t, url, { token });
  expect(reply.code, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};
const refused = async (url: string) => get(t, url);
const idOf = (code: string, exterior = '单枚') => productId(t, code, exterior);

/** The distinct catalogue numbers the database holds under a condition: what a list of varieties must count. */
async function codesWhere(where?: ReturnType<typeof and>): Promise<number> {
  const [row] = await t.db.select({ n: countDistinct(products.code) }).from(products).where(where);
  return row!.n;
}

/** The latest completed deal of any form of `code`, read from the orders themselves (the seed's demo deals included). */
async function lastDealOf(code: string) {
  const [row] = await t.db
    .select({ price: orders.price, exterior: products.exterior, unit: products.unit, at: orders.updatedAt })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(isCompleted, eq(products.code, code)))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1);
  return row ? { price: row.price, exterior: row.exterior, unit: row.unit, time: formatChinaTime(row.at) } : null;
}

/** A form of a new issue in 纪特邮票 that nothing has traded yet (the seed's demo deals trade the seeded ones). */
async function untradedForm(code: string): Promise<number> {
  const [area] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, '纪特邮票'));
  const [row] = await t.db
    .insert(products)
    .values({ categoryId: area!.id, code, name: `1983年 ${code} 测试品种`, year: 1983, exterior: '单枚', unit: '枚' })
    .returning({ id: products.id });
  return row!.id;
}

/** A sell offer of `grade` taken whole by the buyer, paid, shipped and received: a completed deal now. */
async function deal(product: number, price: number, quantity: number, grade: ConditionGrade): Promise<number> {
  const listing = await publish(t, s, { publishType: 1, price, quantity, productId: product });
  await t.db.update(listings).set({ grade }).where(eq(listings.id, listing));
  const confirmed = await take(t, b, listing, quantity);
  expect(confirmed.code, confirmed.msg).toBe(200);
  const orderId = confirmed.data.tradeBaskets[0]!.orderId;
  await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
  await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' });
  await step(t, b, '/api/trade/online/buyer/receive', { orderId, payPassword });
  return orderId;
}

describe('GET /api/anon/product/specialArea', () => {
  it('lists every 专区 in order with its variety count, its years newest first and its newest varieties', async () => {
    const areas = await ok<CatalogueArea[]>('/api/anon/product/specialArea?size=3');
    const stored = await t.db.select().from(categories).orderBy(asc(categories.sort));
    expect(areas.map((a) => a.name)).toEqual(stored.map((c) => c.name));
    for (const area of areas) {
      expect(area.varietyCount, area.name).toBe(await codesWhere(eq(products.categoryId, area.id)));
      expect(area.years).toEqual([...area.years].sort((x, y) => y - x));
      expect(area.varieties.length).toBe(Math.min(3, area.varietyCount));
      for (const v of area.varieties) expect(v.categoryId).toBe(area.id);
      expect(area.varieties.map((v) => v.year)).toEqual([...area.varieties.map((v) => v.year)].sort((x, y) => y - x));
    }
    const special = areas.find((a) => a.name === '纪特邮票')!;
    expect(special.years).toEqual(expect.arrayContaining([1982, 1981, 1980, 1979, 1978]));
    expect((await ok<CatalogueArea[]>('/api/anon/product/specialArea?size=0')).every((a) => a.varieties.length === 0)).toBe(true);
    for (const area of await ok<CatalogueArea[]>('/api/anon/product/specialArea')) expect(area.varieties).toHaveLength(Math.min(6, area.varietyCount));
  });

  it('refuses a size that is not 0 to 20', async () => {
    for (const size of ['21', '-1', 'abc', '1.5']) {
      expect(await refused(`/api/anon/product/specialArea?size=${size}`), size).toMatchObject({ status: 400, msg: messages.invalidRequest });
    }
  });
});

describe('GET /api/anon/product/varieties', () => {
  const page = (query: string) => ok<Page<VarietyCard>>(`/api/anon/product/varieties?${query}`);

  it('is the catalogue: one row per catalogue number, newest issue first, paged', async () => {
    const total = await codesWhere();
    const first = await page('pageSize=10');
    const second = await page('pageSize=10&pageNo=2');
    expect(first.total).toBe(total);
    expect(first.list).toHaveLength(10);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((v) => v.code)).size).toBe(all.length);
    expect(all.map((v) => v.year)).toEqual([...all.map((v) => v.year)].sort((x, y) => y - x));
    expect((await page('pageSize=50&pageNo=99')).list).toEqual([]);
  });

  it('gives each variety its facts, all its forms and its picture as none (the browser draws one)', async () => {
    const [t46] = (await page('keyword=T46')).list;
    expect(t46).toEqual({
      id: await idOf('T46'),
      code: 'T46',
      name: '1980年 T46 庚申年猴票',
      year: 1980,
      issuedOn: '1980-02-15',
      categoryId: expect.any(Number),
      categoryName: '纪特邮票',
      imageUrl: null,
      pieceCount: 1,
      faceValue: 8,
      forms: [
        { productId: await idOf('T46'), exterior: '单枚', unit: '枚' },
        { productId: await idOf('T46', '四方连'), exterior: '四方连', unit: '套' },
        { productId: await idOf('T46', '版票'), exterior: '版票', unit: '版' },
      ],
      lastDeal: await lastDealOf('T46'),
    });
    // A set whose pieces' values are not all known has no face value; its pieces are still counted.
    const [t44] = (await page('code=T44&name=齐白石作品选')).list.filter((v) => v.code === 'T44');
    expect(t44).toMatchObject({ pieceCount: 16, faceValue: null });
  });

  it('filters by 专区, year, year range, keyword, number and name', async () => {
    const areas = await ok<CatalogueArea[]>('/api/anon/product/specialArea?size=0');
    const sheets = areas.find((a) => a.name === '小型张')!;
    const inArea = await page(`categoryId=${sheets.id}&pageSize=50`);
    expect(inArea.total).toBe(sheets.varietyCount);
    expect(inArea.list.every((v) => v.categoryName === '小型张')).toBe(true);

    const in1980 = await page('year=1980&pageSize=50');
    expect(in1980.total).toBe(await codesWhere(eq(products.year, 1980)));
    expect(in1980.list.every((v) => v.year === 1980)).toBe(true);

    const range = await page('yearFrom=1978&yearTo=1979&pageSize=50');
    expect(range.total).toBe(await codesWhere(and(gte(products.year, 1978), lte(products.year, 1979))));
    expect(range.list.map((v) => v.code)).toEqual(expect.arrayContaining(['T28', 'T28M', 'J25M', 'J45']));

    expect((await page('keyword=猴票&year=2016')).list.map((v) => v.code)).toEqual(['2016-1']);
    expect((await page('code=T28')).list.map((v) => v.code).sort()).toEqual(['T28', 'T28M']);
    // The number and the name are each looked for in their own field: 1980 is in T46's name, not its number.
    expect((await page('code=1980')).list).toEqual([]);
    expect((await page('name=奔马&code=M')).list.map((v) => v.code)).toEqual(['T28M']);
    expect((await page('keyword=%20%20')).total).toBe(await codesWhere());
  });

  it('refuses a year outside 1949-2100, a range upside down, ids and pages that are not numbers, words too long', async () => {
    for (const query of ['year=1800', 'yearFrom=2101', 'yearTo=abc', 'year=1980.5']) {
      expect(await refused(`/api/anon/product/varieties?${query}`), query).toMatchObject({ status: 400, msg: messages.catalogueYearInvalid });
    }
    expect(await refused('/api/anon/product/varieties?yearFrom=1990&yearTo=1980')).toMatchObject({ status: 400, msg: messages.yearRangeInvalid });
    for (const query of ['categoryId=abc', 'categoryId=2147483648', 'pageSize=7', 'pageNo=0', `keyword=${'猴'.repeat(41)}`, `code=${'T'.repeat(21)}`]) {
      expect(await refused(`/api/anon/product/varieties?${query}`), query).toMatchObject({ status: 400, msg: messages.invalidRequest });
    }
  });
});

describe('GET /api/anon/product/search', () => {
  it('finds varieties by name or number, with their forms and last price', async () => {
    const found = await ok<Page<VarietyCard>>(`/api/anon/product/search?keyword=${encodeURIComponent('猴票')}`);
    expect(found.list.map((v) => v.code).sort()).toEqual(['1992-1', '2004-1', '2016-1', 'T46']);
    expect(found.list.find((v) => v.code === 'T46')!.forms).toHaveLength(3);
  });

  it('refuses a missing or blank keyword with 请输入品名关键字', async () => {
    for (const query of ['', '?keyword=', '?keyword=%20']) {
      expect(await refused(`/api/anon/product/search${query}`), query).toMatchObject({ status: 400, msg: messages.enterProductKeyword });
    }
    // Longer than the limit is cut, not refused (docs/adr/0036, tests/server/search-forgives.test.ts).
    expect(await refused(`/api/anon/product/search?keyword=${'猴'.repeat(41)}`)).toMatchObject({ status: 200 });
  });
});

describe('GET /api/anon/product/details/{id}', () => {
  it('gives the issue of any of its forms: facts, pieces in printed order and every form', async () => {
    const bySheet = await ok<VarietyDetail>(`/api/anon/product/details/${await idOf('T44', '四方连')}`);
    expect(bySheet).toMatchObject({ code: 'T44', name: '1980年 T44 齐白石作品选', year: 1980, issuedOn: '1980-01-15', categoryName: '纪特邮票', imageUrl: null, faceValue: null });
    expect(bySheet.pieces).toHaveLength(16);
    expect(bySheet.pieces[0]).toEqual({ position: '16-1', title: '牡丹', faceValue: 4 });
    expect(bySheet.pieces[15]).toEqual({ position: '16-16', title: '桃', faceValue: null });
    expect(bySheet.forms.map((f) => f.exterior)).toEqual(['单枚', '四方连']);
    expect(await ok<VarietyDetail>(`/api/anon/product/details/${await idOf('T44')}`)).toEqual(bySheet);

    const horses = await ok<VarietyDetail>(`/api/anon/product/details/${await idOf('T28')}`);
    expect(horses.pieces.map((p) => p.faceValue)).toEqual([4, 8, 8, 10, 20, 30, 40, 50, 60, 70]);
    expect(horses.faceValue).toBe(300);
    expect(horses.description).toContain('徐悲鸿');
  });

  it('answers 该品种不存在 for an id no product has, 400 for one that is not an id', async () => {
    expect(await refused('/api/anon/product/details/2147483647')).toMatchObject({ status: 404, msg: messages.varietyNotFound });
    for (const id of ['abc', '0', '2147483648', '1.5']) expect((await refused(`/api/anon/product/details/${id}`)).status, id).toBe(400);
  });
});

describe("a form's market and price line, from real completed orders", () => {
  it('open offers by side and grade, the last deals with their grade, daily last and average prices by grade over 90 days', async () => {
    const dog = await untradedForm('TX1');
    const market = () => ok<FormMarket>(`/api/anon/product/market/${dog}`);
    const line = (grade?: string) => ok<PriceLine>(`/api/anon/product/priceLine/${dog}${grade ? `?grade=${encodeURIComponent(grade)}` : ''}`);
    const empty = await market();
    expect(empty).toMatchObject({ productId: dog, exterior: '单枚', unit: '枚', sell: [], buy: [], sellTotal: 0, buyTotal: 0, deals: [] });
    expect((await line()).points).toEqual([]);
    expect(empty.quotes).toEqual(['全品', '上品', '中品'].map((grade) => ({ grade, bestBid: null, bestAsk: null, sellOffers: 0, buyOffers: 0 })));

    // A deal 95 days ago falls outside the line's 90 days; it is still the last deal until others come.
    await deal(dog, 1_000, 1, '全品');
    t.clock.advance(95 * day);
    await relogin(t, s, b);
    const before = await ok<CategoryMarket[]>('/api/anon/product/category/trade');

    const firstDay = formatChinaDate(t.clock.now());
    await deal(dog, 2_000, 1, '全品');
    t.clock.advance(60_000);
    await deal(dog, 1_000, 3, '中品');
    t.clock.advance(day);
    const secondDay = formatChinaDate(t.clock.now());
    await deal(dog, 1_500, 2, '上品');
    const lastTime = formatChinaTime(t.clock.now());

    const all = await line();
    expect(all).toMatchObject({ productId: dog, grade: null, to: secondDay, from: formatChinaDate(new Date(t.clock.now().getTime() - 89 * day)) });
    expect(all.points).toEqual([
      { date: firstDay, last: 1_000, average: 1_250, quantity: 4, deals: 2 },
      { date: secondDay, last: 1_500, average: 1_500, quantity: 2, deals: 1 },
    ]);
    expect((await line('全品')).points).toEqual([{ date: firstDay, last: 2_000, average: 2_000, quantity: 1, deals: 1 }]);
    expect((await line('中品')).points).toEqual([{ date: firstDay, last: 1_000, average: 1_000, quantity: 3, deals: 1 }]);
    expect(await line('上品')).toMatchObject({ grade: '上品', points: [{ date: secondDay, last: 1_500, average: 1_500, quantity: 2, deals: 1 }] });

    // Open offers: sell cheapest first, buy highest first, each with its grade and flaws; best prices per grade.
    const cheap = await publish(t, s, { publishType: 1, price: 1_800, quantity: 2, productId: dog });
    const dear = await publish(t, s, { publishType: 1, price: 2_600, quantity: 1, productId: dog });
    const bid = await publish(t, b, { publishType: 0, price: 900, quantity: 5, productId: dog });
    await t.db.update(listings).set({ grade: '中品', flaws: '背有薄' }).where(eq(listings.id, cheap));
    const now = await market();
    expect(now.sell.map((o) => o.id)).toEqual([cheap, dear]);
    expect(now.sell[0]).toMatchObject({ publishType: 1, price: 1_800, lastNum: 2, grade: '中品', flaws: '背有薄', photoCount: 0, publisher: seller, publisherId: s.id });
    expect(now.buy).toEqual([expect.objectContaining({ id: bid, publishType: 0, price: 900, grade: '全品', publisher: buyer })]);
    expect([now.sellTotal, now.buyTotal]).toEqual([2, 1]);
    expect(now.quotes).toEqual([
      { grade: '全品', bestBid: 900, bestAsk: 2_600, sellOffers: 1, buyOffers: 1 },
      { grade: '上品', bestBid: null, bestAsk: null, sellOffers: 0, buyOffers: 0 },
      { grade: '中品', bestBid: null, bestAsk: 1_800, sellOffers: 1, buyOffers: 0 },
    ]);
    expect(now.deals.map((d) => [d.price, d.quantity, d.grade])).toEqual([
      [1_500, 2, '上品'],
      [1_000, 3, '中品'],
      [2_000, 1, '全品'],
      [1_000, 1, '全品'],
    ]);
    expect(now.deals[0]!.time).toBe(lastTime);

    // The variety's card carries its last deal; the 专区's market counts the new offers and the deals of 7 days.
    const [card] = (await ok<Page<VarietyCard>>('/api/anon/product/varieties?code=TX1')).list;
    expect(card!.lastDeal).toEqual({ price: 1_500, exterior: '单枚', unit: '枚', time: lastTime });
    const after = await ok<CategoryMarket[]>('/api/anon/product/category/trade');
    const area = (list: CategoryMarket[]) => list.find((a) => a.name === '纪特邮票')!;
    expect(area(after).dealsLast7Days - area(before).dealsLast7Days).toBe(3);
    expect(area(after).quantityLast7Days - area(before).quantityLast7Days).toBe(6);
    expect(area(after).sellOffers - area(before).sellOffers).toBe(2);
    expect(area(after).buyOffers - area(before).buyOffers).toBe(1);
    expect(area(after).lastDealTime).toBe(lastTime);

    // A week later the deals have left the 7 days; the last deal time stays.
    t.clock.advance(8 * day);
    const later = area(await ok<CategoryMarket[]>('/api/anon/product/category/trade'));
    expect(later).toMatchObject({ dealsLast7Days: 0, quantityLast7Days: 0, lastDealTime: lastTime });
    await relogin(t, s, b);
  });

  it('refuses a grade that is not 全品, 上品 or 中品 and answers 该品种不存在 for an unknown form', async () => {
    const dog = await idOf('T70');
    for (const grade of ['全新', 'all', '']) {
      expect(await refused(`/api/anon/product/priceLine/${dog}?grade=${encodeURIComponent(grade)}`), grade).toMatchObject({ status: 400, msg: messages.invalidRequest });
    }
    for (const path of ['market', 'priceLine']) {
      expect(await refused(`/api/anon/product/${path}/2147483647`)).toMatchObject({ status: 404, msg: messages.varietyNotFound });
      expect((await refused(`/api/anon/product/${path}/x`)).status).toBe(400);
    }
  });
});

describe('GET /api/anon/product/category/trade', () => {
  it('lists every 专区 with its varieties and open offers, for visitors', async () => {
    const list = await ok<CategoryMarket[]>('/api/anon/product/category/trade');
    const stored = await t.db.select().from(categories).orderBy(asc(categories.sort));
    expect(list.map((a) => a.name)).toEqual(stored.map((c) => c.name));
    for (const area of list) expect(area.varietyCount).toBe(await codesWhere(eq(products.categoryId, area.id)));
    const open = await t.db
      .select({ categoryId: products.categoryId, publishType: listings.publishType })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(and(eq(listings.state, 'open'), gte(listings.lastNum, 1)));
    for (const area of list) {
      expect(area.sellOffers, area.name).toBe(open.filter((o) => o.categoryId === area.id && o.publishType === 1).length);
      expect(area.buyOffers, area.name).toBe(open.filter((o) => o.categoryId === area.id && o.publishType === 0).length);
    }
  });
});

describe('GET /api/anon/user/search', () => {
  const search = (keyword: string, token?: string) => get<Page<MemberCard>>(t, `/api/anon/user/search?keyword=${encodeURIComponent(keyword)}`, { token });

  it('shows a visitor and a member the same public fields: never a phone', async () => {
    const visitor = await search('金陵');
    expect(visitor.data.list).toEqual([{ id: expect.any(Number), userName: '金陵藏家', levelId: 3, vipName: 'VIP会员', authType: 'merchant', dealTimes: expect.any(Number) }]);
    expect(JSON.stringify(visitor.data)).not.toContain('138');
    const member = await search('金陵', (await login(t, '邮友小王')).token);
    expect(member.data).toEqual(visitor.data);
  });

  it('does not find a frozen member', async () => {
    await t.db.update(users).set({ disabled: true }).where(eq(users.userName, '警示用户'));
    expect((await search('警示')).data.list).toEqual([]);
    await t.db.update(users).set({ disabled: false }).where(eq(users.userName, '警示用户'));
    expect((await search('警示')).data.list.map((m) => m.userName)).toEqual(['警示用户']);
  });

  it('refuses a missing or blank keyword with 请输入会员关键字', async () => {
    for (const query of ['', '?keyword=', '?keyword=%20%20']) {
      expect(await refused(`/api/anon/user/search${query}`), query).toMatchObject({ status: 400, msg: messages.enterMemberKeyword });
    }
    expect(await refused(`/api/anon/user/search?keyword=${'邮'.repeat(21)}`)).toMatchObject({ status: 200 });
  });
});

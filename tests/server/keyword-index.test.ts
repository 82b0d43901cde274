import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../src/api/contracts/trade';
import type { Listing, ProductOption } from '../../src/api/contracts/trade';
import type { MemberCard } from '../../src/api/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { products, users } from '../../server/src/db/schema';
import { memberNameMatches, productMatches } from '../../server/src/db/search';
import { buildTestApp, get, post, type TestApp } from './helpers';

/**
 * The search on an index (docs/adr/0029, server/src/db/search.ts): every 1- and 2-character piece of each word of a
 * product's name and number, and of a member's name, in a GIN-indexed column. Two-character Chinese words (猴票),
 * which trigrams cannot index, and longer ones (庚申年) are both answered from it, on PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

/** The plan the database picks for `select id from <table> where <condition>`, with reading the whole table ruled out. */
async function planOf(table: 'products' | 'users', condition: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = (await tx.execute(sql`explain select id from ${sql.identifier(table)} where ${condition}`)) as unknown as
      | { rows: Array<Record<string, string>> }
      | Array<Record<string, string>>;
    const list = Array.isArray(rows) ? rows : rows.rows;
    return list.map((row) => Object.values(row)[0]).join('\n');
  });
}

const productNames = async (keyword: string) =>
  (await get<ProductOption[]>(t, `/api/search/product/name/page?keyword=${encodeURIComponent(keyword)}&pageSize=50`)).data.map((p) => p.name);

/** What a search must find, worked out without the database's help: every word occurs in the text, case aside. */
const holdsEvery = (text: string, keyword: string) => keyword.split(/\s+/).every((word) => text.toLowerCase().includes(word.toLowerCase()));
async function expectedProducts(keyword: string): Promise<string[]> {
  const all = await t.db.select({ name: products.name, code: products.code }).from(products);
  return all.filter((p) => holdsEvery(`${p.name} ${p.code}`, keyword)).map((p) => p.name);
}
async function expectedMembers(keyword: string): Promise<string[]> {
  const all = await t.db.select({ userName: users.userName }).from(users).where(eq(users.disabled, false));
  return all.filter((m) => holdsEvery(m.userName, keyword)).map((m) => m.userName);
}
const sorted = (names: string[]) => [...names].sort();

describe('the plan', () => {
  it.each(['猴票', '庚申年', 'T46'])('of the product search for %s reads the search_grams GIN index', async (keyword) => {
    const plan = await planOf('products', productMatches(keyword));
    expect(plan).toContain('Bitmap Index Scan on products_search_grams_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it.each(['邮社', '金陵藏家'])('of the member search for %s reads the users search_grams GIN index', async (keyword) => {
    const plan = await planOf('users', memberNameMatches(keyword));
    expect(plan).toContain('Bitmap Index Scan on users_search_grams_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

describe('the product search finds', () => {
  it.each(['猴', '猴票', '庚申年', 't46', 'T44', '猴票 1980', '奔马 T28M', '票猴', '申猴', 'T46 鸡'])(
    'for %s every form of each issue whose name and number hold every word, and nothing else',
    async (keyword) => {
      expect(sorted(await productNames(keyword))).toEqual(sorted(await expectedProducts(keyword)));
    },
  );

  it('by one, two and three Chinese characters, by number in any case, by words apart and in any order', async () => {
    const monkeys = ['1980年 T46 庚申年猴票', '1992年 壬申年猴票', '2004年 甲申年猴票', '2016年 丙申年猴票'];
    expect(new Set(await productNames('猴'))).toEqual(new Set(monkeys));
    expect((await productNames('猴票')).filter((n) => n === monkeys[0])).toHaveLength(3); // 单枚, 四方连, 版票
    expect(new Set(await productNames('庚申年'))).toEqual(new Set([monkeys[0]]));
    expect(new Set(await productNames('t46'))).toEqual(new Set([monkeys[0]]));
    expect(new Set(await productNames('猴票 1980'))).toEqual(new Set([monkeys[0]]));
    expect(new Set(await productNames('奔马 T28M'))).toEqual(new Set(['1978年 T28M 奔马小型张']));
  });

  it('nothing where the pieces are there but not together', async () => {
    // 猴 and 票 are both in every monkey's name, but no name holds 票猴; 申 and 猴 never stand as 申猴.
    expect(await productNames('票猴')).toEqual([]);
    expect(await productNames('申猴')).toEqual([]);
    expect(await productNames('T46 鸡')).toEqual([]);
  });

  it('the same in the market: the open offers of the products found', async () => {
    const market = async (keyword: string) => (await post<Page<Listing>>(t, '/api/trade/whole/list', { keyword, pageSize: 50 })).data.list;
    for (const keyword of ['猴票', 't4', '齐白石 T44']) {
      const found = await market(keyword);
      for (const offer of found) expect(holdsEvery(`${offer.productName} ${offer.productCode}`, keyword), keyword).toBe(true);
    }
    // The seed's offers: 金陵藏家 sells T46, 老周邮票 buys T44.
    expect((await market('猴票')).map((l) => l.productCode)).toContain('T46');
    expect((await market('t4')).map((l) => l.productCode)).toEqual(expect.arrayContaining(['T46', 'T44']));
    expect((await market('齐白石 T44')).map((l) => l.productCode)).toContain('T44');
    expect(await market('票猴')).toEqual([]);
  });
});

describe('the member search finds', () => {
  const members = async (keyword: string) =>
    (await get<Page<MemberCard>>(t, `/api/anon/user/search?keyword=${encodeURIComponent(keyword)}&pageSize=50`)).data.list.map((m) => m.userName);

  it.each(['邮', '邮社', '金陵藏家', '藏 金陵', '陵金', '代理人'])('for %s every member whose name holds every word', async (keyword) => {
    expect(sorted(await members(keyword))).toEqual(sorted(await expectedMembers(keyword)));
  });

  it('by one, two or more characters, the words in any order', async () => {
    expect(await members('邮')).toEqual(expect.arrayContaining(['邮友小王', '华夏邮社', '老周邮票', '集邮新人']));
    expect(await members('金陵藏家')).toEqual(['金陵藏家']);
    expect(await members('藏 金陵')).toEqual(['金陵藏家']);
    expect(await members('陵金')).toEqual([]);
  });
});

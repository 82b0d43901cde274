import { eq, sql, type SQL } from 'drizzle-orm';
import type { MemberCard, VarietyCard } from '../../src/api/contracts/catalogue';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { products } from '../../server/src/db/schema';
import { productForgivingMatch } from '../../server/src/db/search';
import { fillMissingPinyin, namePinyin } from '../../server/src/db/search-pinyin';
import { buildTestApp, get, type TestApp } from './helpers';

/**
 * The site search forgives (issue 25, docs/adr/0036): a query over the limit is cut, not refused; a variety is found
 * by any 2-character piece of the query, those sharing most first; and by its name's pinyin or initials.
 */
let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

const T46 = '1980年 T46 庚申年猴票';
const monkeys = [T46, '1992年 壬申年猴票', '2004年 甲申年猴票', '2016年 丙申年猴票'];
const search = (keyword: string) => get<Page<VarietyCard>>(t, `/api/anon/product/search?keyword=${encodeURIComponent(keyword)}&pageSize=50`);
const names = async (keyword: string) => {
  const reply = await search(keyword);
  expect(reply.code, `${keyword}: ${reply.msg}`).toBe(200);
  return reply.data.list.map((v) => v.name);
};

describe('GET /api/anon/product/search ranks partial matches', () => {
  it('庚申猴 finds 庚申年猴票 first, though no name holds 庚申猴', async () => {
    expect((await names('庚申猴'))[0]).toBe(T46);
  });

  it('ranks by the pieces shared: 庚申年猴 holds 庚申年猴票 whole, the other monkeys only in part, after it', async () => {
    const found = await names('庚申年猴');
    expect(found[0]).toBe(T46);
    // 申年 and 年猴 are in every monkey's name: found, but after the one that holds all of 庚申, 申年, 年猴.
    expect(found.slice(1)).toEqual(expect.arrayContaining(monkeys.slice(1)));
  });

  it('still finds exactly the names holding a 2-character word (猴票), and one character by itself (猴)', async () => {
    expect(new Set(await names('猴票'))).toEqual(new Set(monkeys));
    expect(new Set(await names('猴'))).toEqual(new Set(monkeys));
  });
});

describe('GET /api/anon/product/search by pinyin', () => {
  it('houpiao and hp find the 猴票, 庚申年猴票 among them; gengshen finds only it', async () => {
    expect(new Set(await names('houpiao'))).toEqual(new Set(monkeys));
    expect(await names('hp')).toEqual(expect.arrayContaining(monkeys));
    expect(await names('HouPiao')).toEqual(await names('houpiao'));
    expect(await names('gengshen')).toEqual([T46]);
    expect(await names('gsn hp')).toEqual([T46]);
  });

  it('writes each name its pinyin and initials (ü as v), and fills rows that have none at start', async () => {
    expect(namePinyin(T46)).toEqual({ namePinyin: 'niangengshennianhoupiao', nameInitials: 'ngsnhp' });
    expect(namePinyin('绿').namePinyin).toBe('lv');
    await t.db.update(products).set({ namePinyin: '', nameInitials: '' }).where(eq(products.name, T46));
    expect(await names('gengshen')).toEqual([]);
    await fillMissingPinyin(t.db);
    expect(await names('gengshen')).toEqual([T46]);
  });
});

describe('a query over the limit', () => {
  it('is cut to 40 characters and answered, not refused with 请求参数有误', async () => {
    const long = `庚申猴${'邮'.repeat(597)}`;
    const reply = await search(long);
    expect(reply).toMatchObject({ status: 200, code: 200 });
    expect(reply.msg).not.toBe(messages.invalidRequest);
    expect(reply.data.list[0]?.name).toBe(T46);
  });

  it('of the member search is cut to 20 and answered', async () => {
    const reply = await get<Page<MemberCard>>(t, `/api/anon/user/search?keyword=${encodeURIComponent(`金陵藏家${'x'.repeat(596)}`)}`);
    expect(reply).toMatchObject({ status: 200, code: 200 });
  });
});

/** The plan for `select id from products where <condition>`, reading the whole table ruled out (as keyword-index.test.ts). */
async function planOf(condition: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = (await tx.execute(sql`explain select id from products where ${condition}`)) as unknown as { rows: Array<Record<string, string>> } | Array<Record<string, string>>;
    return (Array.isArray(rows) ? rows : rows.rows).map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the plan', () => {
  it('of a Chinese query reads the search_grams GIN index', async () => {
    const plan = await planOf(productForgivingMatch('庚申猴').where);
    expect(plan).toContain('Bitmap Index Scan on products_search_grams_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('of a Latin query reads both GIN indexes, the name and the pinyin', async () => {
    const plan = await planOf(productForgivingMatch('houpiao').where);
    expect(plan).toContain('Bitmap Index Scan on products_search_grams_idx');
    expect(plan).toContain('Bitmap Index Scan on products_pinyin_grams_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

import { sql } from 'drizzle-orm';
import { buildTestApp, post, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

/** The plan the database picks for the market's keyword condition, with reading the whole table ruled out. */
async function planOf(keyword: string): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const pattern = `%${keyword}%`;
    const rows = (await tx.execute(sql`explain select id from products where name ilike ${pattern} or code ilike ${pattern}`)) as unknown as
      | { rows: Array<Record<string, string>> }
      | Array<Record<string, string>>;
    const list = Array.isArray(rows) ? rows : rows.rows;
    return list.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the keyword search', () => {
  it('has trigram indexes on the product name and catalogue number that the planner can use', async () => {
    const plan = await planOf('庚申年');
    expect(plan).toContain('products_name_trgm_idx');
    expect(plan).toContain('products_code_trgm_idx');
  });

  it('finds by part of a Chinese name or of a catalogue number, whatever the case', async () => {
    const byName = await post<{ list: Array<{ productName: string }>; total: number }>(t, '/api/trade/whole/list', { keyword: '猴' });
    expect(byName.code).toBe(200);
    expect(byName.data.total).toBeGreaterThan(0);
    for (const offer of byName.data.list) expect(offer.productName).toContain('猴');
    const byCode = await post<{ list: Array<{ productCode: string }>; total: number }>(t, '/api/trade/whole/list', { keyword: 't4' });
    expect(byCode.data.total).toBeGreaterThan(0);
    for (const offer of byCode.data.list) expect(offer.productCode.toLowerCase()).toContain('t4');
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/src/db/schema';
import type { TraderEvaluation } from '../../src/api/contracts/evaluation-names';
import type { Page, TraderHomepage } from '../../src/api/contracts/trade';
import { get, type TestApp } from './helpers';
import { closeChecked, completedOrder, step, type Trader, tradingApp } from './trade-helpers';

/** The evaluations a trader received, on their homepage (GET /api/anon/trade/homepage/{id}/evaluations, issue 25). */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const evaluations = (id: number, query = '') => get<Page<TraderEvaluation>>(t, `/api/anon/trade/homepage/${id}/evaluations${query}`);

describe('a trader’s evaluations', () => {
  it('lists the demo history’s evaluations, as many as the homepage counts, newest first, names masked', async () => {
    const homepage = (await get<TraderHomepage>(t, `/api/anon/trade/homepage/${s.id}`)).data;
    const { good, neutral, bad } = homepage.evaluations;
    const all = (await evaluations(s.id, '?pageSize=50')).data;
    expect(all.total).toBe(good + neutral + bad);
    expect(all.total).toBeGreaterThan(10);
    expect(all.list.filter((e) => e.score === 0)).toHaveLength(neutral);
    const times = all.list.map((e) => e.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const e of all.list) {
      expect(e.evaluator).toMatch(/^.\*\*.?$/u);
      expect(e.comment.length).toBeGreaterThan(0);
    }
    // 岭南邮社's 中评 of what 金陵藏家 bought from them is theirs, not his: only what others gave him is listed.
    expect(all.list.map((e) => e.comment)).not.toContain('有一版边纸略有折痕，包装一般');
  });

  it('a new evaluation comes first with its grade, text and the evaluator’s side; paged; unknown or disabled is 404', async () => {
    const orderId = await completedOrder(t, s, b, 10_000);
    await step(t, b, '/api/trade/trade/evaluation', { orderId, score: -1, comment: '发货太慢' });
    await step(t, s, '/api/trade/trade/evaluation', { orderId, score: 1, comment: '好买家' });
    const [first] = (await evaluations(s.id)).data.list;
    expect(first).toMatchObject({ score: -1, comment: '发货太慢', evaluator: '老**票', evaluatorRole: 'buyer', productName: '1981年 T58 辛酉年鸡票' });
    expect((await evaluations(b.id)).data.list[0]).toMatchObject({ score: 1, comment: '好买家', evaluator: '金**家', evaluatorRole: 'seller' });

    const total = (await evaluations(s.id)).data.total;
    const last = Math.ceil(total / 10);
    expect((await evaluations(s.id, `?pageNo=${last}&pageSize=10`)).data.list.length).toBe(total - (last - 1) * 10);
    expect((await evaluations(s.id, `?pageNo=${last + 1}&pageSize=10`)).data.list).toEqual([]);
    expect((await evaluations(s.id, '?pageSize=15')).status).toBe(400);
    expect((await evaluations(999_999)).status).toBe(404);
    expect((await get(t, '/api/anon/trade/homepage/abc/evaluations')).status).toBe(400);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, b.id));
    expect((await evaluations(b.id)).status).toBe(404);
  });
});

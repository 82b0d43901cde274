import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages as inbox } from '../../server/src/db/schema';
import { MemoryBus, memberChannel, type LiveEvent } from '../../server/src/realtime/bus';
import type { Subscription, SubscriptionDeal, SubscriptionOffer } from '../../src/api/contracts/subscriptions';
import type { Page } from '../../src/api/contracts/trade';
import { messages } from '../../src/api/contracts/messages';
import { fees, priceFeatures, send } from './favourite-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { balanceOf, buyer, completedOrder, payPassword, productId, publish, seller, stranger, trader, type Trader } from './trade-helpers';

/**
 * Subscriptions (issue 27): a variety or a trader followed; the first subscription is paid once (the system config's
 * fee) however many ask at once; new offers tell each subscriber once (inbox notice, live push), and product/list and
 * trade/list show the new offers and the deals of what is followed.
 */
let t: TestApp;
let s: Trader; // 金陵藏家, publishes
let b: Trader; // 老周邮票, follows
let h: Trader; // 华夏邮社, follows, blocked by the publisher later
const bus = new MemoryBus();
const heard: LiveEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp({ bus });
  await priceFeatures(t);
  [s, b, h] = [await trader(t, seller), await trader(t, buyer), await trader(t, stranger)];
  bus.subscribe(memberChannel(b.id), (event) => heard.push(event));
});
afterAll(() => t.close());

const state = (who: Trader, body: Record<string, unknown>) => send<Subscription>(t, who, 'POST', '/api/subscription/state', body);
const list = async (who: Trader) => (await send<Subscription[]>(t, who, 'GET', '/api/subscription/list')).data;
const offers = async (who: Trader) => (await send<Page<SubscriptionOffer>>(t, who, 'GET', '/api/subscription/product/list')).data;
const notices = (userId: number) => t.db.select().from(inbox).where(eq(inbox.userId, userId)).orderBy(desc(inbox.id));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setImmediate(resolve));
  return check();
};

describe('subscribing', () => {
  it('20 parallel subscriptions to one variety make one, paid once', async () => {
    const gift = await send(t, s, 'POST', '/api/coin/transfer', {
      target: buyer,
      amount: 100,
      payPassword,
    });
    expect(gift.code).toBe(200);
    const before = await balanceOf(t, b.id, 'bean');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        state(b, {
          kind: 'variety',
          productCode: 'T58',
          productName: '鸡',
          state: true,
        }),
      ),
    );
    expect(replies.every((r) => r.code === 200 && r.msg === messages.subscribed)).toBe(true);
    const mine = await list(b);
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        kind: 'variety',
        productCode: 'T58',
        productName: '1981年 T58 辛酉年鸡票',
        targetId: null,
        userName: null,
        enabled: true,
        beans: fees.p_subscription,
        createTime: '2026-11-22 10:00:00',
      },
    ]);
    expect(await balanceOf(t, b.id, 'bean')).toBe(before - fees.p_subscription);
  });

  it('follows a trader; refuses myself, an unknown member, a missing variety and a bad body', async () => {
    expect((await state(h, { kind: 'trader', targetId: s.id, state: true })).code).toBe(200);
    expect(await state(h, { kind: 'trader', targetId: h.id, state: true })).toMatchObject({ status: 400, msg: messages.cannotSubscribeSelf });
    expect(await state(h, { kind: 'trader', targetId: 999_999, state: true })).toMatchObject({ status: 400, msg: messages.memberNotFound });
    expect(
      await state(h, {
        kind: 'variety',
        productCode: 'X1',
        productName: 'x',
        state: true,
      }),
    ).toMatchObject({ status: 400, msg: messages.varietyNotFound });
    expect(await state(h, { kind: 'other', state: true })).toMatchObject({
      status: 400,
      msg: messages.chooseSubscriptionTarget,
    });
    expect(await state(h, { kind: 'trader', targetId: s.id })).toMatchObject({
      status: 400,
    });
    expect(
      await state(h, {
        kind: 'variety',
        productCode: 'T46',
        productName: 'x',
        state: false,
      }),
    ).toMatchObject({ status: 404, msg: messages.subscriptionNotFound });
    expect((await list(h)).map((x) => [x.kind, x.userName])).toEqual([['trader', seller]]);
  });
});

describe('new offers of what I follow', () => {
  it('tells each subscriber once per offer (notice and live push), not on edits, not one the publisher blocked', async () => {
    const listing = await publish(t, s, {
      publishType: 1,
      price: 15_500,
      quantity: 3,
    }); // T58 单枚
    const toB = (await notices(b.id))[0]!;
    expect(toB).toMatchObject({
      type: 2,
      title: '订阅提醒：T58 1981年 T58 辛酉年鸡票有新的出售挂单',
    });
    expect(toB.content).toContain('单价 155.00 元');
    expect((await notices(h.id))[0]!.content).toContain(`挂单编号 ${listing}`);
    expect(await until(() => heard.some((e) => e.type === 'subscription.offer' && e.tradeId === listing))).toBe(true);
    expect((await offers(b)).list).toEqual([
      expect.objectContaining({
        tradeId: listing,
        productCode: 'T58',
        exteriorName: '单枚',
        price: 15_500,
        lastNum: 3,
        publisher: seller,
        open: true,
      }),
    ]);

    const edited = await send(t, s, 'POST', '/api/user/trade/edit', {
      id: listing,
      publishType: 1,
      productId: await productId(t),
      price: 15_000,
      quantity: 3,
      tradeWays: ['online'],
      deliveryMethods: ['express'],
      remark: '',
    });
    expect(edited.code).toBe(200);
    expect((await notices(b.id)).filter((n) => n.content.includes(`挂单编号 ${listing}`))).toHaveLength(1);

    expect((await send(t, s, 'POST', `/api/user/add/blacklist/${h.id}`)).code).toBe(200);
    const second = await publish(t, s, {
      publishType: 1,
      price: 16_000,
      quantity: 1,
    });
    expect((await notices(b.id))[0]!.content).toContain(`挂单编号 ${second}`);
    expect((await notices(h.id)).some((n) => n.content.includes(`挂单编号 ${second}`))).toBe(false);
  });

  it('an unsubscribed member, or one turned off by id, is not told; another’s subscription cannot be turned', async () => {
    const [mine] = await list(b);
    expect(
      await send(t, h, 'POST', '/api/subscription/state/id', {
        id: mine!.id,
        state: false,
      }),
    ).toMatchObject({ status: 404, msg: messages.subscriptionNotFound });
    const off = await send<Subscription>(t, b, 'POST', '/api/subscription/state/id', { id: mine!.id, state: false });
    expect([off.msg, off.data.enabled]).toEqual([messages.unsubscribed, false]);
    const unseen = await publish(t, s, {
      publishType: 1,
      price: 17_000,
      quantity: 1,
    });
    expect((await notices(b.id)).some((n) => n.content.includes(`挂单编号 ${unseen}`))).toBe(false);
    // Subscribing again turns it back on at no fee.
    const before = await balanceOf(t, b.id, 'bean');
    expect(
      (
        await state(b, {
          kind: 'variety',
          productCode: 'T58',
          productName: '鸡',
          state: true,
        })
      ).data.enabled,
    ).toBe(true);
    expect(await balanceOf(t, b.id, 'bean')).toBe(before);
    expect(
      (
        await state(b, {
          kind: 'variety',
          productCode: 'T58',
          productName: '鸡',
          state: false,
        })
      ).msg,
    ).toBe(messages.unsubscribed);
    expect((await list(b))[0]!.enabled).toBe(false);
    expect(
      (
        await state(b, {
          kind: 'variety',
          productCode: 'T58',
          productName: '鸡',
          state: true,
        })
      ).code,
    ).toBe(200);
  });

  it('trade/list shows the completed deals of what I follow, never who took them', async () => {
    const wang = await trader(t, '邮友小王');
    expect((await send(t, wang, 'GET', '/api/subscription/trade/list')).data).toMatchObject({ list: [], total: 0 });
    await completedOrder(t, s, b, 1);
    const deals = (await send<Page<SubscriptionDeal>>(t, b, 'GET', '/api/subscription/trade/list?pageNo=1&pageSize=10')).data;
    expect(deals.total).toBeGreaterThanOrEqual(1);
    expect(deals.list[0]).toMatchObject({ productCode: 'T58', quantity: 1 });
    expect(Object.keys(deals.list[0]!)).not.toContain('buyerId');
    expect(await send(t, b, 'GET', '/api/subscription/trade/list?pageSize=7')).toMatchObject({ status: 400 });
  });
});

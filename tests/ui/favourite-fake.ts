import { http, HttpResponse, type PathParams } from 'msw';
import { headers } from '../../src/api/contracts/envelope';
import type { FavouriteUser, FavouriteVariety } from '../../src/api/contracts/favourites';
import type { SmsRecord } from '../../src/api/contracts/sms-records';
import type { Subscription, SubscriptionDeal, SubscriptionOffer } from '../../src/api/contracts/subscriptions';

/**
 * A fake of the favourites, subscriptions and SMS-record calls (issue 27) for the UI tests: what each answers comes
 * from the state, and every POST is kept with its body and idempotency key so a test can say what was sent.
 */
export interface FakeFavourites {
  varieties: FavouriteVariety[];
  users: FavouriteUser[];
  subscriptions: Subscription[];
  /** The subscriptions' feeds: new offers (product/list) and deals (trade/list). */
  feedOffers: SubscriptionOffer[];
  feedDeals: SubscriptionDeal[];
  sms: SmsRecord[];
  /** The system config's gold-bean prices (goldPaymentItem). */
  fees: Record<string, number>;
  /** Every POST: its path, body and idempotency key. */
  posts: Array<{ path: string; body: unknown; key: string | null }>;
  /** Every GET of a page: its path and query. */
  reads: Array<{ path: string; query: Record<string, string> }>;
  /** The message the next POST to this path is refused with (once). */
  refuse: Map<string, string>;
}

export const term = { expireTime: '2026-12-22 10:00:00', expired: false, autoRenew: false, renewBeans: 20, createTime: '2026-11-22 10:00:00' };

export const fakeFavouritesState = (): FakeFavourites => ({
  varieties: [],
  users: [],
  subscriptions: [],
  feedOffers: [],
  feedDeals: [],
  sms: [],
  fees: {},
  posts: [],
  reads: [],
  refuse: new Map(),
});

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const refused = (msg: string) => HttpResponse.json({ code: 400, msg, data: null }, { status: 400 });

/** A page of `all` as the query asks (pageNo, pageSize), the read kept. */
function pageOf<T>(s: FakeFavourites, request: Request, all: T[]) {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  s.reads.push({ path: url.pathname, query });
  const pageNo = Number(query.pageNo ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  return envelope({ list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, pageNo, pageSize });
}

export function fakeFavouritesHandlers(s: FakeFavourites) {
  /** Keeps the POST; answers its failure when one is set for its path. */
  const post =
    (answer: (body: Record<string, unknown>, params: Record<string, string>) => Response) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      s.posts.push({ path, body, key: request.headers.get(headers.idempotencyKey) });
      const failure = s.refuse.get(path);
      if (failure) {
        s.refuse.delete(path);
        return refused(failure);
      }
      return answer(body, params as Record<string, string>);
    };
  const listOf = (kind: string | undefined) => (kind === 'variety' ? s.varieties : s.users);
  return [
    http.get('*/api/sys/config', () => envelope({ goldPaymentItem: s.fees, beans: [], servicePhone: '400-800-1980', icp: '苏ICP备00000000号-1' })),
    http.get('*/api/collect/variety', () => envelope(s.varieties)),
    http.get('*/api/collect/user', () => envelope(s.users)),
    http.post(
      '*/api/collect/variety',
      post((body) => {
        s.varieties = [...s.varieties, { id: 90, productCode: String(body.productCode), productName: String(body.productName), ...term }];
        return envelope(null);
      }),
    ),
    http.post(
      '*/api/collect/user/add',
      post((body) => {
        s.users = [...s.users, { id: 91, targetId: 3, userName: String(body.userName), levelId: 3, vipName: 'VIP会员', ...term }];
        return envelope(null);
      }),
    ),
    http.post(
      '*/api/collect/user/sendBatch/message',
      post((body) => envelope({ sent: (body.ids as number[]).length, skipped: 0, beans: 0 })),
    ),
    http.post(
      '*/api/collect/:kind/del/:id',
      post((_b, { kind, id }) => {
        if (kind === 'variety') s.varieties = s.varieties.filter((f) => f.id !== Number(id));
        else s.users = s.users.filter((f) => f.id !== Number(id));
        return envelope(null);
      }),
    ),
    http.post(
      '*/api/collect/:kind/renew/:id',
      post((_b, { kind, id }) => {
        for (const f of listOf(kind)) if (f.id === Number(id)) Object.assign(f, { expireTime: '2027-01-21 10:00:00', expired: false });
        return envelope(null);
      }),
    ),
    http.post(
      '*/api/collect/:kind/autoRenew/:id',
      post((body, { kind, id }) => {
        for (const f of listOf(kind)) if (f.id === Number(id)) f.autoRenew = body.autoRenew === true;
        return envelope(null);
      }),
    ),
    http.get('*/api/subscription/list', () => envelope(s.subscriptions)),
    http.get('*/api/subscription/product/list', ({ request }) => pageOf(s, request, s.feedOffers)),
    http.get('*/api/subscription/trade/list', ({ request }) => pageOf(s, request, s.feedDeals)),
    http.post(
      '*/api/subscription/state/id',
      post((body) => {
        const found = s.subscriptions.find((x) => x.id === body.id)!;
        found.enabled = body.state === true;
        return envelope(found);
      }),
    ),
    http.post(
      '*/api/subscription/state',
      post((body) => {
        const same = (x: Subscription) => (body.kind === 'variety' ? x.productCode === body.productCode : x.targetId === body.targetId);
        let found = s.subscriptions.find(same);
        if (!found) {
          found = {
            id: 80 + s.subscriptions.length,
            kind: body.kind as Subscription['kind'],
            productCode: (body.productCode as string | undefined) ?? null,
            productName: (body.productName as string | undefined) ?? null,
            targetId: (body.targetId as number | undefined) ?? null,
            userName: body.kind === 'trader' ? '金陵藏家' : null,
            enabled: true,
            beans: s.fees.p_subscription ?? 0,
            createTime: '2026-11-22 10:00:00',
          };
          s.subscriptions = [...s.subscriptions, found];
        }
        found.enabled = body.state === true;
        return envelope(found);
      }),
    ),
    http.get('*/api/message/user/smsRecord/page', ({ request }) => pageOf(s, request, s.sms)),
    http.post(
      '*/api/message/user/smsRecord/resend/:id',
      post(() => envelope(null)),
    ),
    http.post(
      '*/api/message/user/smsRecord/del/:id',
      post((_b, { id }) => {
        s.sms = s.sms.filter((r) => r.id !== Number(id));
        return envelope(null);
      }),
    ),
    http.get('*/api/user/blacklist/page', () => envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    http.get('*/api/user/relation/verification', () => envelope({ blacklisted: false, blockedMe: false })),
  ];
}

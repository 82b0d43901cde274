import { http, HttpResponse } from 'msw';
import type { BlockTrade } from '../../src/api/contracts/block-trades';
import type { BasketItem, ConfirmResult, Deal, Listing, MyDeal, PriceCircle, TraderHomepage } from '../../src/api/contracts/trade';
import type { TraderEvaluation } from '../../src/api/contracts/evaluation-names';

/**
 * MSW handlers for the market's public calls (the two market lists, latest deals, block trades, a member's homepage,
 * a product's price circle), my deals and the scan basket. Every call is recorded with its query and body, so a test
 * can say which call a page made and with what; `fail` makes every call to a path answer with a server message.
 */
export interface TradeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

export interface FakeTradeApi {
  /** What both market calls answer, filtered by the body's publishType and state like the server. */
  listings: Listing[];
  /** The total the market calls report (defaults to the rows answered), to page through more than is listed. */
  marketTotal: number | null;
  basket: BasketItem[];
  confirmResult: ConfirmResult;
  deals: Deal[];
  myDeals: MyDeal[];
  blockTrades: BlockTrade[];
  homepage: TraderHomepage;
  /** The evaluations the homepage's member received (GET /api/anon/trade/homepage/{id}/evaluations). */
  evaluations: TraderEvaluation[];
  priceCircle: PriceCircle;
  fail: Map<string, string>;
  calls: TradeCall[];
}

export function listing(id: number, extra: Partial<Listing> = {}): Listing {
  return {
    id,
    publishType: 1,
    productId: 58,
    productCode: 'T58',
    productName: '1981年 T58 辛酉年鸡票',
    exteriorName: '单枚',
    unitsName: '枚',
    categoryName: '纪特邮票',
    price: 15_000,
    quantity: 20,
    lastNum: 20,
    tradeWays: [{ code: 'online', showName: '担保交易（线上付款）' }],
    deliveryMethods: [
      { code: 'express', showName: '快递' },
      { code: 'registered', showName: '挂号信' },
    ],
    remark: '',
    state: 'open',
    publisher: '金陵藏家',
    publisherId: 3,
    createTime: '2026-11-20 09:00:00',
    pinnedUntil: null,
    refreshTime: '2026-11-20 09:00:00',
    grade: '全品',
    flaws: '',
    photos: [],
    ...extra,
  };
}

/** A basket row for an offer, as GET /api/basket/list answers it (basket ids are 100 + the offer's id). */
export function basketRow(l: Listing, quantity = 1): BasketItem {
  return {
    id: 100 + l.id,
    tradeId: l.id,
    publishType: l.publishType,
    productName: l.productName,
    exteriorName: l.exteriorName,
    quantity,
    lastNum: l.lastNum,
    unitsName: l.unitsName,
    price: l.price,
    totalPrice: l.price * quantity,
    deliveryMethods: l.deliveryMethods,
    tradeWays: l.tradeWays,
    publisher: l.publisher,
  };
}

export function myDeal(orderId: number, extra: Partial<MyDeal> = {}): MyDeal {
  return {
    orderId,
    productName: '1981年 T58 辛酉年鸡票',
    exteriorName: '单枚',
    unitsName: '枚',
    side: 'buyer',
    counterpart: '金陵藏家',
    quantity: 1,
    price: 15_000,
    amount: 15_000,
    tradeWay: 'online',
    net: -15_000,
    dealTime: '2026-11-21 10:30:00',
    ...extra,
  };
}

export function blockTrade(id: number, extra: Partial<BlockTrade> = {}): BlockTrade {
  return {
    id,
    tradeType: 1,
    productName: '2024年 甲辰年龙票',
    categoryName: '编年邮票',
    exteriorName: '版票',
    quantity: 300,
    priceRange: '¥48.00 - ¥55.00 / 版',
    expiryDate: '2027-02-21',
    phone: '138****0004',
    publisher: '华夏邮社',
    publisherId: 4,
    createTime: '2026-11-20 09:00:00',
    ...extra,
  };
}

export const fakeTradeApiState = (): FakeTradeApi => ({
  listings: [],
  marketTotal: null,
  basket: [],
  confirmResult: { tradeBaskets: [], otherCharges: 0, amount: 0, tradeWay: 'online', tradeMessage: '' },
  deals: [],
  myDeals: [],
  blockTrades: [],
  homepage: {
    id: 3,
    userName: '金陵藏家',
    levelId: 3,
    vipName: 'VIP会员',
    authType: 'merchant',
    dealTimes: 12_345,
    creditScore: 68,
    evaluations: { good: 8, neutral: 1, bad: 1 },
    openListings: 2,
    createTime: '2025-03-01 08:00:00',
  },
  evaluations: [],
  priceCircle: {
    product: { id: 58, code: 'T58', name: '1981年 T58 辛酉年鸡票', exterior: '单枚', unit: '枚', year: 1981, categoryName: '纪特邮票' },
    bestBid: 14_000,
    bestAsk: null,
    deals: [],
  },
  fail: new Map(),
  calls: [],
});

export const callsTo = (api: FakeTradeApi, path: string) => api.calls.filter((c) => c.path === path);

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

/** Records the call; a failure set for its path answers instead of `answer`. */
function recorded(api: FakeTradeApi, answer: (call: TradeCall) => Response | Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? ((await request.json().catch(() => ({}))) as Record<string, unknown>) : {};
    const call = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    api.calls.push(call);
    const failed = api.fail.get(url.pathname);
    return failed ? HttpResponse.json({ code: 400, msg: failed, data: null }, { status: 400 }) : answer(call);
  };
}

const pageOf = <T>(list: T[], { query }: TradeCall, total = list.length) =>
  envelope({ list, total, pageNo: Number(query.pageNo ?? 1), pageSize: Number(query.pageSize ?? 10) });

export function fakeTradeApiHandlers(api: FakeTradeApi) {
  const market = recorded(api, (call) => {
    const { publishType, state = 'open' } = call.body;
    const list = api.listings.filter((l) => (publishType === undefined || l.publishType === publishType) && l.state === state);
    return pageOf(list, call, api.marketTotal ?? list.length);
  });
  return [
    http.post('*/api/trade/whole/list', market),
    http.get(
      '*/api/user/order/trade/info/:id',
      recorded(api, (call) => {
        const offer = api.listings.find((l) => call.path.endsWith(`/${l.id}`));
        return offer ? envelope(offer) : HttpResponse.json({ code: 404, msg: '请求的资源不存在', data: null }, { status: 404 });
      }),
    ),
    http.post('*/api/order/whole/list', recorded(api, (call) => pageOf(api.deals, call))),
    http.get('*/api/trade/marketing/my/page', recorded(api, (call) => pageOf(api.myDeals, call))),
    http.get('*/api/trade/blockTrades/page', recorded(api, (call) => pageOf(api.blockTrades, call))),
    http.get('*/api/anon/trade/homepage/:id', recorded(api, () => envelope(api.homepage))),
    http.get('*/api/anon/trade/homepage/:id/evaluations', recorded(api, (call) => pageOf(api.evaluations, call))),
    http.get('*/api/anon/trade/priceCircle/:id', recorded(api, () => envelope(api.priceCircle))),
    http.post(
      '*/api/basket/add',
      recorded(api, ({ body }) => {
        const offer = api.listings.find((l) => l.id === body.tradeId);
        if (!offer) return HttpResponse.json({ code: 404, msg: '请求的资源不存在', data: null }, { status: 404 });
        api.basket = [...api.basket.filter((row) => row.tradeId !== offer.id), basketRow(offer, Number(body.quantity))];
        return envelope(api.basket);
      }),
    ),
    http.get('*/api/basket/list', recorded(api, () => envelope(api.basket))),
    http.post('*/api/basket/confirm', recorded(api, () => envelope(api.confirmResult))),
    // The confirmation offers the member's delivery agents (交割代理): this member has none.
    http.get('*/api/agent/delivery/options', recorded(api, () => envelope([]))),
  ];
}

import { http, HttpResponse, type RequestHandler } from 'msw';
import type { BondMove, BondOffer, BondOrderDetail } from '../../src/api/contracts/bonds';
import { bondMessages } from '../../src/api/contracts/bond-messages';
import { bondMarginOf, bondMarginPerUnit, bondOrderStageNames, type BondOrderStage } from '../../src/api/contracts/bond-names';

/**
 * The MSW fake of margin trading's personal and staff calls (issue 29) for tests/ui/bond-person-pages.test.tsx: my
 * offers and their withdrawal, my bond orders and one order with its lifecycle calls (ship, receive, dispute; staff's
 * two decisions), the money records, the express companies and the staff gate. It records every post and every list's
 * query string, and moves an order as the machine would, so a page shows what the server would answer.
 */
export interface Post {
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}
export interface BondFake {
  offers: BondOffer[];
  orders: BondOrderDetail[];
  moves: BondMove[];
  staff: boolean;
  payPasswordSet: boolean;
  posts: Post[];
  /** Each list call's path and query string, in order. */
  queries: Array<{ path: string; query: URLSearchParams }>;
}

const time = '2026-11-22 10:00:00';

export const offerOf = (id: number, extra: Partial<BondOffer> = {}): BondOffer => {
  const price = extra.price ?? 12_345;
  return {
    id,
    tradeType: 1,
    productId: 9,
    productName: '1993年 癸酉年鸡票',
    productCode: '1993-1',
    exteriorName: '单枚',
    unit: '枚',
    grade: '全品',
    price,
    quantity: 10,
    remaining: 7,
    marginPerUnit: bondMarginPerUnit(price),
    remark: '',
    stage: 'open',
    publisher: '集邮新人',
    publisherId: 1,
    createTime: time,
    own: true,
    ...extra,
  };
};

/** A bond order of 3 units at ¥123.45 (¥370.35; each side's margin ¥74.07), as `side` sees it, at `stage`. */
export const orderOf = (id: number, side: 'buyer' | 'seller' | null, stage: BondOrderStage, extra: Partial<BondOrderDetail> = {}): BondOrderDetail => {
  const price = 12_345;
  const quantity = 3;
  return {
    id,
    offerId: 31,
    productName: '1993年 癸酉年鸡票',
    exteriorName: '单枚',
    unit: '枚',
    grade: '全品',
    price,
    quantity,
    amount: price * quantity,
    buyerMargin: bondMarginOf(price, quantity),
    sellerMargin: bondMarginOf(price, quantity),
    buyer: side === 'seller' ? '华夏邮社' : '集邮新人',
    seller: side === 'seller' ? '集邮新人' : '华夏邮社',
    side,
    stage,
    stateName: bondOrderStageNames[stage],
    deadline: stage === 'awaitingShipment' || stage === 'shipped' ? '2026-11-25 10:00:00' : null,
    expressCompany: null,
    trackingNo: null,
    disputeReason: null,
    decisionReason: null,
    createTime: time,
    updateTime: time,
    stateValue: stage,
    context: { disputeReason: null, decisionReason: null },
    events: [{ step: 1, id: 1, time, at: 0, role: side === 'seller' ? 'buyer' : 'seller', actor: '华夏邮社', event: 'bondOrder.take', from: 'draft', to: 'awaitingShipment', payload: { quantity } }],
    replayMatches: true,
    ...extra,
  };
};

/** A shipped order (its tracking number known), as `side` sees it. */
export const shippedOrderOf = (id: number, side: 'buyer' | 'seller' | null, stage: BondOrderStage = 'shipped', extra: Partial<BondOrderDetail> = {}) =>
  orderOf(id, side, stage, { expressCompany: '顺丰速运', trackingNo: 'SF1234567890', ...extra });

export const freshBondFake = (): BondFake => ({
  offers: [offerOf(31), offerOf(32, { stage: 'withdrawn', remaining: 4, createTime: '2026-11-20 09:00:00' })],
  orders: [orderOf(71, 'seller', 'awaitingShipment'), shippedOrderOf(72, 'buyer')],
  moves: [
    { id: 3, orderId: 72, offerId: 31, purse: 'main', change: -37_035, memo: '支付货款', createTime: '2026-11-23 10:00:00' },
    { id: 2, orderId: 72, offerId: 31, purse: 'bond', change: 7_407, memo: '保证金解冻', createTime: '2026-11-23 10:00:00' },
    { id: 1, orderId: 72, offerId: 31, purse: 'bond', change: -7_407, memo: '成交冻结保证金', createTime: time },
    { id: 0, orderId: null, offerId: 31, purse: 'bond', change: -24_690, memo: '发布冻结保证金', createTime: '2026-11-21 10:00:00' },
  ],
  staff: false,
  payPasswordSet: true,
  posts: [],
  queries: [],
});

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const page = (list: unknown[]) => envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });

export function bondFakeHandlers(s: BondFake): RequestHandler[] {
  const record = async (request: Request) => {
    const body = JSON.parse((await request.text()) || '{}') as Record<string, unknown>;
    s.posts.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  const asked = (request: Request) => {
    const url = new URL(request.url);
    s.queries.push({ path: url.pathname, query: url.searchParams });
    return url.searchParams;
  };
  /** The order moved to `stage`, with what the event added, as the machine and the server would store it. */
  const move = (id: unknown, stage: BondOrderStage, extra: Partial<BondOrderDetail> = {}) => {
    const order = s.orders.find((o) => o.id === id)!;
    const next: BondOrderDetail = { ...order, ...extra, stage, stateValue: stage, stateName: bondOrderStageNames[stage], deadline: null };
    s.orders = s.orders.map((o) => (o.id === next.id ? next : o));
    return envelope(next);
  };
  const mine = (query: URLSearchParams) =>
    s.orders.filter((o) => (!query.get('side') || o.side === query.get('side')) && (!query.get('stage') || o.stage === query.get('stage')));
  return [
    http.get('*/api/bond/offer/my/page', ({ request }) => {
      const query = asked(request);
      return page(s.offers.filter((o) => !query.get('stage') || o.stage === query.get('stage')));
    }),
    http.post('*/api/bond/offer/withdraw', async ({ request }) => {
      const { id } = await record(request);
      const next = { ...s.offers.find((o) => o.id === id)!, stage: 'withdrawn' as const };
      s.offers = s.offers.map((o) => (o.id === next.id ? next : o));
      return envelope(next, bondMessages.bondOfferWithdrawn);
    }),
    // The list before …/{id}, whose path would match it too.
    http.get('*/api/bond/order/page', ({ request }) => page(mine(asked(request)))),
    http.get('*/api/bond/order/:id', ({ params }) => {
      const order = s.orders.find((o) => o.id === Number(params.id));
      return order ? envelope(order) : HttpResponse.json({ code: 404, msg: bondMessages.bondOrderNotFound, data: null }, { status: 404 });
    }),
    http.post('*/api/bond/order/ship', async ({ request }) => {
      const { id, expressCompany, trackingNo } = await record(request);
      return move(id, 'shipped', { expressCompany: String(expressCompany), trackingNo: String(trackingNo), deadline: '2026-12-01 10:00:00' });
    }),
    http.post('*/api/bond/order/receive', async ({ request }) => {
      const { id } = await record(request);
      return move(id, 'settled');
    }),
    http.post('*/api/bond/order/dispute', async ({ request }) => {
      const { id, reason } = await record(request);
      return move(id, 'disputed', { disputeReason: String(reason), context: { disputeReason: String(reason), decisionReason: null } });
    }),
    http.get('*/api/bond/record', ({ request }) => {
      const orderId = asked(request).get('orderId');
      return page(s.moves.filter((m) => !orderId || m.orderId === Number(orderId)));
    }),
    http.get('*/api/operator/authentication/page', () =>
      s.staff ? page([]) : HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }),
    ),
    http.get('*/api/operator/bond-orders/page', ({ request }) => {
      const stage = asked(request).get('stage');
      return page(s.orders.filter((o) => !stage || o.stage === stage).map((o) => ({ ...o, side: null })));
    }),
    http.post('*/api/operator/bond-orders/seller-default', async ({ request }) => {
      const { id, reason } = await record(request);
      return move(id, 'sellerDefaulted', { decisionReason: String(reason), side: null });
    }),
    http.post('*/api/operator/bond-orders/buyer-default', async ({ request }) => {
      const { id, reason } = await record(request);
      return move(id, 'buyerDefaulted', { decisionReason: String(reason), side: null });
    }),
    http.get('*/api/express/delivery/list', () => envelope([{ id: 1, name: '顺丰速运' }, { id: 2, name: '中国邮政' }])),
    http.get('*/api/user/pwd/payment/isSet', () => envelope(s.payPasswordSet)),
  ];
}

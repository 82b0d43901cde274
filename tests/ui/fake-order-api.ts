import { http, HttpResponse } from 'msw';
import { callEvent, lifecycleCalls } from '../../src/api/contracts/lifecycle-calls';
import type {
  Listing,
  ListingState,
  ListingStatistics,
  OrderChange,
  OrderDetail,
  OrderStatistics,
  Prop,
  PropUse,
  PublishType,
  Side,
} from '../../src/api/contracts/trade';
import {
  initialSnapshot,
  nextSnapshot,
  orderStage,
  resolveSnapshot,
  stateLabel,
  transitionMetas,
  type LifecycleEvent,
} from '../../src/machines/order-lifecycles';
import type { OrderContext } from '../../src/machines/order.machine';

/**
 * MSW handlers for the personal centre's trading calls (my offers, props, my orders, order actions, refunds,
 * invoices). Orders run the real order machine: an action call moves the stored order exactly as the server would,
 * so a page is tested against the states the machine really reaches, and answers as the server does: only the
 * order's changed fields (OrderChange). Every call is recorded with its body and idempotency key; `fail` makes the
 * next call to a path answer with a server message; `hold` keeps lifecycle calls unanswered until `releaseHeld`.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  query: Record<string, string>;
  idempotencyKey: string | null;
}

export interface FakeOrderApi {
  orders: Map<number, OrderDetail>;
  listings: Listing[];
  listingStatistics: ListingStatistics;
  orderStatistics: OrderStatistics;
  props: Prop[];
  propUses: Map<number, PropUse[]>;
  payPasswordSet: boolean;
  returnShipment: { expressCompany: string | null; trackingNo: string | null };
  /** Path -> the message its next call fails with (once). */
  fail: Map<string, string>;
  calls: RecordedCall[];
  /** While true, a lifecycle call (recorded) waits for `releaseHeld` to answer: the page's sending state, on screen. */
  hold: boolean;
  held: Array<() => void>;
}

export const fakeOrderApiState = (): FakeOrderApi => ({
  orders: new Map(),
  listings: [],
  listingStatistics: { all: 0, open: 0, withdrawn: 0, filled: 0, buy: 0, sell: 0 },
  orderStatistics: { all: 0, toPay: 0, toShip: 0, toReceive: 0, toConfirm: 0, afterSale: 0, toEvaluate: 0, ended: 0 },
  props: [
    { code: 'top', name: '置顶', description: '挂牌在邮市列表中排在最前', beans: 50, hours: 24 },
    { code: 'refresh', name: '刷新', description: '挂牌的刷新时间更新为现在', beans: 10, hours: null },
  ],
  propUses: new Map(),
  payPasswordSet: true,
  returnShipment: { expressCompany: null, trackingNo: null },
  fail: new Map(),
  calls: [],
  hold: false,
  held: [],
});

/** Lets the held lifecycle calls go on (each then answers as `fail` says at that moment). */
export function releaseHeld(api: FakeOrderApi) {
  api.hold = false;
  for (const release of api.held.splice(0)) release();
}

/** The calls made to one path, in order. */
export const callsTo = (api: FakeOrderApi, path: string) => api.calls.filter((c) => c.path === path);

type Step = [type: LifecycleEvent['type'], by: Side | 'system', payload?: Record<string, unknown>];

/** Steps that bring an online order (the seller published, 3 × ¥50) to the named state. */
export const steps = {
  awaitingPayment: [] as Step[],
  awaitingShipment: [['order.pay', 'buyer']] as Step[],
  awaitingReceipt: [
    ['order.pay', 'buyer'],
    ['order.ship', 'seller', { expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }],
  ] as Step[],
  get refundRequested(): Step[] {
    return [...this.awaitingReceipt, ['refund.apply', 'buyer', { reason: '品相与描述不符', amount: 5000, withReturn: true }]];
  },
  get completed(): Step[] {
    return [...this.awaitingReceipt, ['order.receive', 'buyer']];
  },
};

const amount = 15_000;

/** An online order of mine as GET /api/user/order/info answers it, after `history`, seen from `side`. */
export function makeOrder(id: number, side: Side, history: Step[], extra: Partial<OrderDetail> = {}): OrderDetail {
  let snapshot = initialSnapshot('order', { amount, publisherSide: 'seller' });
  history.forEach(([type, by, payload], i) => {
    const event = { type, by, at: Date.UTC(2026, 10, 20 + i), ...payload } as LifecycleEvent;
    if (!snapshot.can(event)) throw new Error(`the order machine refuses ${type} by ${by}`);
    snapshot = nextSnapshot(snapshot, event);
  });
  const shipped = history.find(([type]) => type === 'order.ship')?.[2] as { expressCompany: string; trackingNo: string } | undefined;
  return {
    id,
    machine: 'order',
    tradeWay: 'online',
    side,
    productName: 'T46 庚申年猴票',
    exteriorName: '单枚',
    unitsName: '枚',
    quantity: 3,
    price: 5_000,
    amount,
    stateValue: snapshot.value as OrderDetail['stateValue'],
    stateName: stateLabel(snapshot),
    stage: orderStage(snapshot),
    counterpart: side === 'buyer' ? '金陵藏家' : '老周邮票',
    createTime: '2026-11-20 10:00:00',
    context: snapshot.context as Record<string, unknown>,
    deliveryMethod: 'express',
    message: '',
    anonymous: false,
    expressCompany: shipped?.expressCompany ?? null,
    trackingNo: shipped?.trackingNo ?? null,
    returnExpressCompany: null,
    returnTrackingNo: null,
    buyerAddress: { trueName: '周建国', phone: '13800000005', province: '江苏省', city: '南京市', county: '玄武区', address: '中山路18号' },
    returnAddress: null,
    deadlineAt: null,
    buyer: '老周邮票',
    seller: '金陵藏家',
    version: history.length + 1,
    payWay: 'balance',
    paidBeans: 0,
    events: [
      { id: 1, event: 'order.created', role: 'buyer', actor: '老周邮票', from: 'awaitingPayment', to: 'awaitingPayment', createTime: '2026-11-20 10:00:00' },
      ...history.map(([type, by], i) => ({
        id: i + 2,
        event: type,
        role: by,
        actor: by === 'buyer' ? '老周邮票' : by === 'seller' ? '金陵藏家' : null,
        from: 'x',
        to: 'y',
        createTime: `2026-11-2${i + 1} 10:00:00`,
      })),
    ],
    ledger: side === 'buyer' && history.length > 0 ? [{ time: '2026-11-21 10:00:00', memo: '支付货款到担保账户', amount: -amount }] : [],
    invoice: null,
    ...extra,
  };
}

/** One of my offers as the listing calls answer it. */
export function makeListing(id: number, state: ListingState, publishType: PublishType = 1, extra: Partial<Listing> = {}): Listing {
  return {
    id,
    publishType,
    productId: 46,
    productCode: 'T46',
    productName: 'T46 庚申年猴票',
    exteriorName: '单枚',
    unitsName: '枚',
    categoryName: 'JT票',
    price: 12_000,
    quantity: 10,
    lastNum: state === 'filled' ? 0 : 7,
    tradeWays: [{ code: 'online', showName: '担保交易（线上付款）' }],
    deliveryMethods: [{ code: 'express', showName: '快递' }],
    remark: '全品',
    state,
    publisher: '金陵藏家',
    publisherId: 3,
    createTime: '2026-11-18 09:00:00',
    pinnedUntil: null,
    refreshTime: '2026-11-18 09:00:00',
    grade: '全品',
    flaws: '',
    photos: [],
    ...extra,
  };
}

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const failure = (msg: string) => HttpResponse.json({ code: 400, msg, data: null }, { status: 400 });
/** The page the request asks for (pageNo and pageSize in its query, as the server reads them). */
function page<T>(list: T[], request: Request) {
  const query = new URL(request.url).searchParams;
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return envelope({ list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: list.length, pageNo, pageSize });
}

/** Records a call (its failure, if any, is read separately with `takeFailure`). */
async function recordCall(api: FakeOrderApi, request: Request): Promise<Record<string, unknown>> {
  const path = new URL(request.url).pathname;
  const body = request.method === 'POST' ? ((await request.clone().json().catch(() => ({}))) as Record<string, unknown>) : {};
  const query = Object.fromEntries(new URL(request.url).searchParams);
  api.calls.push({ method: request.method, path, body, query, idempotencyKey: request.headers.get('idempotency-key') });
  return body;
}

async function record(api: FakeOrderApi, request: Request): Promise<{ body: Record<string, unknown>; failed: string | undefined }> {
  const body = await recordCall(api, request);
  return { body, failed: takeFailure(api, new URL(request.url).pathname) };
}

/** The message the next call to `path` fails with, used up. */
function takeFailure(api: FakeOrderApi, path: string): string | undefined {
  const failed = api.fail.get(path);
  api.fail.delete(path);
  return failed;
}

/** The summary columns of an order (what the lists show). */
const summaryOf = ({ id, machine, tradeWay, side, productName, exteriorName, unitsName, quantity, price, stateValue, stateName, stage, counterpart, createTime }: OrderDetail) => ({
  id, machine, tradeWay, side, productName, exteriorName, unitsName, quantity, price, amount, stateValue, stateName, stage, counterpart, createTime,
});

/** The order calls of the call table (src/api/contracts/lifecycle-calls.ts) a member makes. */
const memberOrderCalls = lifecycleCalls.filter((c) => c.machine !== 'agentApplication' && c.roles.some((r) => r === 'buyer' || r === 'seller'));

export function fakeOrderApiHandlers(api: FakeOrderApi) {
  return [
    http.get('*/api/user/pwd/payment/isSet', () => envelope(api.payPasswordSet)),
    http.post('*/api/user/pwd/payment/modify', async ({ request }) => {
      const { failed } = await record(api, request);
      if (failed) return failure(failed);
      api.payPasswordSet = true;
      return envelope(null);
    }),
    http.get('*/api/trade/refunds/reasons', () => envelope([{ id: 1, name: '品相与描述不符' }, { id: 2, name: '少发/漏发' }])),
    http.get('*/api/trade/online/cancel/reasons', () => envelope([{ id: 1, name: '拍错了/不想要了' }])),
    http.get('*/api/express/delivery/list', () => envelope([{ id: 1, name: '顺丰速运' }])),
    http.get('*/api/user/order/info', ({ request }) => {
      const order = api.orders.get(Number(new URL(request.url).searchParams.get('orderId')));
      return order ? envelope(order) : HttpResponse.json({ code: 404, msg: '请求的资源不存在', data: null }, { status: 404 });
    }),
    http.post('*/api/order/list', async ({ request }) => {
      await record(api, request);
      return page([...api.orders.values()].map(summaryOf), request);
    }),
    http.post('*/api/user/trade/order/statistics/info', () => envelope(api.orderStatistics)),
    http.get('*/api/trade/refunds/deliveryInfo', () => envelope(api.returnShipment)),
    // Every order action: the call table names the event the caller's side sends, and the order's machine takes it,
    // as the server's enforcement does.
    http.post('*/api/trade/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (!memberOrderCalls.some((c) => c.path === path)) return failure(`not faked: ${path}`);
      const body = await recordCall(api, request);
      // Held calls are recorded when made; how they answer is read when they are let go.
      if (api.hold) await new Promise<void>((resolve) => api.held.push(resolve));
      const failed = takeFailure(api, path);
      if (failed) return failure(failed);
      const order = api.orders.get(Number(body.orderId));
      if (!order) return HttpResponse.json({ code: 404, msg: '订单不存在或您不是该订单的交易方', data: null }, { status: 404 });
      const call = memberOrderCalls.find((c) => c.path === path && c.machine === order.machine && (c.roles as readonly string[]).includes(order.side));
      if (!call) return HttpResponse.json({ code: 403, msg: '您不是该订单的交易方', data: null }, { status: 403 });
      const event = { ...callEvent(call, body), by: order.side, at: Date.now() } as LifecycleEvent;
      const snapshot = resolveSnapshot(order.machine, order.stateValue, order.context);
      if (!snapshot.can(event)) return failure('当前订单状态不允许此操作');
      const next = nextSnapshot(snapshot, event);
      const updated: OrderDetail = {
        ...order,
        stateValue: next.value as OrderDetail['stateValue'],
        context: next.context as Record<string, unknown>,
        stateName: stateLabel(next),
        stage: orderStage(next),
        version: order.version + 1,
        ...(call.event === 'order.ship' && { expressCompany: String(body.expressCompany), trackingNo: String(body.trackingNo) }),
        ...(call.event === 'refund.ship' && { returnExpressCompany: String(body.expressCompany), returnTrackingNo: String(body.trackingNo) }),
        ...(call.event === 'order.pay' && { payWay: (body.payWay as OrderDetail['payWay'] | undefined) ?? 'balance', paidBeans: Number(body.beans ?? 0) }),
        events: [...order.events, { id: order.events.length + 1, event: call.event, role: order.side, actor: '我', from: 'x', to: 'y', createTime: '2026-11-25 10:00:00' }],
      };
      api.orders.set(order.id, updated);
      // As the server says it (the type header): when the caller's own purse moved, by the transition's money.
      const mine = transitionMetas(snapshot, event).some((m) => m.money?.some((move) => move.from === order.side || move.to === order.side));
      return HttpResponse.json({ code: 200, msg: 'ok', data: changeOf(updated) }, mine ? { headers: { type: 'cny' } } : undefined);
    }),

    http.post('*/api/user/trade/statistics/info', () => envelope(api.listingStatistics)),
    http.post('*/api/user/trade/list/:state', async ({ request, params }) => {
      const { body } = await record(api, request);
      return page(
        api.listings.filter((l) => (params.state === 'all' || l.state === params.state) && (body.publishType === undefined || l.publishType === body.publishType)),
        request,
      );
    }),
    http.get('*/api/user/trade/edit/detail/:id', ({ params }) => {
      const listing = api.listings.find((l) => l.id === Number(params.id));
      return listing ? envelope(listing) : HttpResponse.json({ code: 404, msg: '请求的资源不存在', data: null }, { status: 404 });
    }),
    http.post('*/api/user/trade/edit', async ({ request }) => {
      const { body, failed } = await record(api, request);
      return failed ? failure(failed) : envelope({ id: body.id ?? 99 });
    }),
    http.post('*/api/user/trade/del/:id', async ({ request, params }) => {
      const { failed } = await record(api, request);
      if (failed) return failure(failed);
      api.listings = api.listings.map((l) => (l.id === Number(params.id) ? { ...l, state: 'withdrawn' } : l));
      return envelope(null);
    }),
    http.post('*/api/user/trade/order/list', async ({ request }) => {
      const { body } = await record(api, request);
      return page([...api.orders.values()].filter(() => body.tradeId !== undefined).map(summaryOf), request);
    }),
    http.get('*/api/user/props/list', () => envelope(api.props)),
    http.get('*/api/user/trade/propUse/:id', ({ params }) => envelope(api.propUses.get(Number(params.id)) ?? [])),
    http.post('*/api/user/trade/propAdd', async ({ request }) => {
      const { body, failed } = await record(api, request);
      if (failed) return failure(failed);
      const prop = api.props.find((p) => p.code === body.propCode)!;
      const uses = api.propUses.get(Number(body.tradeId)) ?? [];
      const use: PropUse = { id: uses.length + 1, code: prop.code, name: prop.name, beans: prop.beans, createTime: '2026-11-25 10:00:00', expireTime: prop.hours ? '2026-11-26 10:00:00' : null, active: prop.hours !== null };
      api.propUses.set(Number(body.tradeId), [...uses, use]);
      return envelope(null);
    }),
    http.get('*/api/search/product/name/page', () => envelope([])),
  ];
}

/** What a lifecycle call answers: the order's changed fields, as the server builds them from the updated row. */
const changeOf = (o: OrderDetail): OrderChange => ({
  id: o.id,
  version: o.version,
  stateValue: o.stateValue,
  context: o.context,
  stage: o.stage,
  stateName: o.stateName,
  deadlineAt: o.deadlineAt,
  expressCompany: o.expressCompany,
  trackingNo: o.trackingNo,
  returnExpressCompany: o.returnExpressCompany,
  returnTrackingNo: o.returnTrackingNo,
  payWay: o.payWay,
  paidBeans: o.paidBeans,
});

/** The refund an order's machine recorded (for assertions). */
export const refundOf = (order: OrderDetail) => (order.context as unknown as OrderContext).refund;

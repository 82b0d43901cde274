import { http, HttpResponse } from 'msw';
import type { BondOffer, BondOrderDetail } from '../../src/api/contracts/bonds';
import type { BondAccount } from '../../src/api/contracts/membership';
import { bondMessages } from '../../src/api/contracts/bond-messages';
import { useFakeServer } from './fake-server';

/**
 * The fake of margin trading's public and taking calls (保证金交易, issue 29) for tests/ui/bond-pages.test.tsx: the open
 * offers (POST /guarantee/issue/page2, filtered by its body), one offer, my bond funds, taking, publishing and
 * withdrawing, each call recorded with its body and idempotency key. `refuseTake` makes the take answer the server's
 * refusal instead.
 */
export interface BondCall {
  path: string;
  body: unknown;
  key: string | null;
}
export interface BondFake {
  offers: BondOffer[];
  account: BondAccount;
  /** Every offer-list request: its body (the filter) and query (the page). */
  listed: Array<{ body: unknown; query: Record<string, string> }>;
  calls: BondCall[];
  refuseTake: string | null;
}

/** ¥1,880.00 a unit, so its margin per unit is ¥376.00 (20%); 6 of 10 left. Someone else's: it may be taken. */
export const sellOffer: BondOffer = {
  id: 51,
  tradeType: 1,
  productId: 9,
  productName: '1980年 庚申年猴票',
  productCode: 'T46',
  exteriorName: '单枚',
  unit: '枚',
  grade: '上品',
  price: 188_000,
  quantity: 10,
  remaining: 6,
  marginPerUnit: 37_600,
  remark: '原胶，背面无薄',
  stage: 'open',
  publisher: '华夏邮社',
  publisherId: 4,
  createTime: '2026-11-22 10:00:00',
  own: false,
};
/** A buy offer of mine: ¥12.50 a unit, 200 wanted. */
export const myBuyOffer: BondOffer = {
  ...sellOffer,
  id: 52,
  tradeType: 0,
  productId: 10,
  productName: '1993年 癸酉年鸡票',
  productCode: '1993-1',
  grade: '全品',
  price: 1_250,
  quantity: 200,
  remaining: 200,
  marginPerUnit: 250,
  remark: '整版优先',
  publisher: '集邮新人',
  publisherId: 1,
  own: true,
};

/** The order a take of `quantity` of `offer` makes (I buy from its publisher). */
export const takenOrder = (offer: BondOffer, quantity: number): BondOrderDetail => ({
  id: 901,
  offerId: offer.id,
  productName: offer.productName,
  exteriorName: offer.exteriorName,
  unit: offer.unit,
  grade: offer.grade,
  price: offer.price,
  quantity,
  amount: offer.price * quantity,
  buyerMargin: offer.marginPerUnit * quantity,
  sellerMargin: offer.marginPerUnit * quantity,
  buyer: '集邮新人',
  seller: offer.publisher,
  side: 'buyer',
  stage: 'awaitingShipment',
  stateName: '待发货',
  deadline: '2026-11-25 10:00:00',
  expressCompany: null,
  trackingNo: null,
  disputeReason: null,
  decisionReason: null,
  createTime: '2026-11-22 10:00:00',
  updateTime: '2026-11-22 10:00:00',
  stateValue: 'awaitingShipment',
  context: { disputeReason: null, decisionReason: null },
  events: [],
  replayMatches: true,
});

const fresh = (): BondFake => ({
  offers: [sellOffer, myBuyOffer],
  account: { bond: 500_000, balance: 1_000_000, payPasswordSet: true },
  listed: [],
  calls: [],
  refuseTake: null,
});
const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const refused = (msg: string) => HttpResponse.json({ code: 400, msg, data: null }, { status: 400 });

export function useBondFake() {
  return useFakeServer(fresh, (s) => {
    const record = async (request: Request) => {
      const body = JSON.parse((await request.text()) || '{}') as Record<string, unknown>;
      s.calls.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
      return body;
    };
    const offerOf = (id: unknown) => s.offers.find((o) => o.id === Number(id));
    return [
      http.post('*/guarantee/issue/page2', async ({ request }) => {
        const body = (await request.json()) as { tradeType?: number; keyword?: string };
        s.listed.push({ body, query: Object.fromEntries(new URL(request.url).searchParams) });
        const list = s.offers.filter(
          (o) => o.stage === 'open' && (body.tradeType === undefined || o.tradeType === body.tradeType) && (!body.keyword || `${o.productName}${o.productCode}`.includes(body.keyword)),
        );
        return envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });
      }),
      http.get('*/api/bond/offer/:id', ({ params }) => {
        const offer = offerOf(params.id);
        return offer ? envelope(offer) : refused(bondMessages.bondOfferNotFound);
      }),
      http.get('*/api/bond/account', () => envelope(s.account)),
      // Where a member without real-name authentication is sent (/person/authentication).
      http.get('*/api/user/authenticationInfo', () => envelope({ authenticated: false, authType: 'none', application: null })),
      http.get('*/api/anon/platform/rules/2', () => envelope({ name: '保证金规则', content: '买卖双方各冻结成交金额20%的保证金', updateTime: '2026-11-01', createTime: '2026-11-01' })),
      http.get('*/api/search/product/name/page', () =>
        envelope([
          { id: 9, code: 'T46', name: '1980年 庚申年猴票', exterior: '单枚', unit: '枚' },
          { id: 10, code: '1993-1', name: '1993年 癸酉年鸡票', exterior: '单枚', unit: '枚' },
        ]),
      ),
      http.post('*/api/bond/order/take', async ({ request }) => {
        const body = (await record(request)) as { offerId: number; quantity: number };
        if (s.refuseTake) return refused(s.refuseTake);
        return envelope(takenOrder(offerOf(body.offerId)!, body.quantity), bondMessages.bondTaken);
      }),
      http.get('*/api/bond/order/:id', () => envelope(takenOrder(sellOffer, 3))),
      http.post('*/api/bond/offer/publish', async ({ request }) => {
        const body = (await record(request)) as Pick<BondOffer, 'tradeType' | 'productId' | 'grade' | 'quantity' | 'price' | 'remark'>;
        const made: BondOffer = { ...myBuyOffer, ...body, id: 77, remaining: body.quantity, marginPerUnit: Math.ceil(body.price / 5) };
        s.offers = [made, ...s.offers];
        return envelope(made, bondMessages.bondPublished);
      }),
      http.post('*/api/bond/offer/withdraw', async ({ request }) => {
        const { id } = await record(request);
        s.offers = s.offers.map((o) => (o.id === id ? { ...o, stage: 'withdrawn' } : o));
        return envelope(offerOf(id), bondMessages.bondOfferWithdrawn);
      }),
    ];
  });
}

import { transactionControlStatements } from '../server/statements';
import { call, loginAs } from './api-call';
import { benchBuyerPhones } from './bench-members';
import type { BenchServer } from './server';

/**
 * Trading for `npm run bench`, through the real HTTP API of the app: a market of 200+ offers, whole
 * take-pay-ship-receive cycles (basket add, confirm, pay, ship, receive: 5 calls, two of them check a payment
 * password), one buyer after another and four buyers at once, and the statements of one pay.
 */
export interface Trader {
  token: string;
  /** The seller's offer this buyer takes from, 10,000 in stock at 1 yuan. */
  listing: number;
}

export interface TradeSetup {
  seller: string;
  /** 老周邮票, the demo buyer: the one-after-another cycles and the order-detail figure. */
  buyer: Trader;
  /** Four more buyers, each with an offer of their own, for the cycles at once. */
  buyers: Trader[];
  /** A completed order of `buyer`, for GET /api/user/order/info. */
  orderId: number;
}

const payPassword = '246810';

/** Offers, buyers with payment passwords, and one completed order (which also warms the cycle up). */
export async function prepareTrade(server: BenchServer): Promise<TradeSetup> {
  const at = (token: string, path: string, body?: unknown) => call<unknown>(server.base, token, path, body);
  const seller = server.token; // 金陵藏家
  const buyerTokens = [await loginAs(server.base, '13800000005'), ...(await Promise.all(benchBuyerPhones.map((phone) => loginAs(server.base, phone))))];
  // The first payment password is set with the login password.
  for (const token of [seller, ...buyerTokens]) await at(token, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: payPassword });
  const products = await call<Array<{ id: number }>>(server.base, seller, '/api/search/product/name/page?keyword=T58');
  const offer = async (productId: number, price: number, quantity: number) =>
    (await call<{ id: number }>(server.base, seller, '/api/user/trade/edit', { publishType: 1, productId, price, quantity, tradeWays: ['online'], deliveryMethods: ['express'] })).id;
  // About 200 open offers, so the market list pages through a realistic table.
  for (let i = 0; i < 200; i++) await offer(products[i % products.length]!.id, 1500, 5);
  const traders: Trader[] = [];
  for (const token of buyerTokens) traders.push({ token, listing: await offer(products[0]!.id, 100, 10_000) });
  const [buyer, ...buyers] = traders;
  const orderId = await cycle(server, seller, buyer!);
  return { seller, buyer: buyer!, buyers, orderId };
}

/** Puts one of the trader's offer in their basket and confirms it: the new order. */
async function take(server: BenchServer, trader: Trader): Promise<number> {
  const basket = await call<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(server.base, trader.token, '/api/basket/add', { tradeId: trader.listing, quantity: 1 });
  const row = basket.find((r) => r.tradeId === trader.listing)!;
  const confirmed = await call<{ tradeBaskets: Array<{ orderId: number }> }>(server.base, trader.token, '/api/basket/confirm', {
    deliveryMethod: 'express',
    tradeWay: 'online',
    basketConfirmInfos: [{ id: row.id, quantity: 1, lastNum: row.lastNum, price: row.price }],
  });
  return confirmed.tradeBaskets[0]!.orderId;
}

/** One whole cycle: take, pay, ship, receive. */
async function cycle(server: BenchServer, seller: string, trader: Trader): Promise<number> {
  const orderId = await take(server, trader);
  await call(server.base, trader.token, '/api/trade/online/buyer/pay', { orderId, payPassword });
  await call(server.base, seller, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
  await call(server.base, trader.token, '/api/trade/online/buyer/receive', { orderId, payPassword });
  return orderId;
}

export interface CycleFigures {
  /** Cycles per second, one buyer, each cycle after the previous one: the figure compared with the target. */
  sequential: number;
  /** Cycles per second, all buyers together, four at once, each on its own offer. */
  concurrent: number;
}

export async function measureCycles(server: BenchServer, setup: TradeSetup, seconds: number): Promise<CycleFigures> {
  const cyclesPerSecond = async (traders: Trader[]) => {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    let cycles = 0;
    await Promise.all(
      traders.map(async (trader) => {
        while (performance.now() < deadline) {
          await cycle(server, setup.seller, trader);
          cycles += 1;
        }
      }),
    );
    return cycles / ((performance.now() - started) / 1000);
  };
  return { sequential: await cyclesPerSecond([setup.buyer]), concurrent: await cyclesPerSecond(setup.buyers) };
}

/**
 * The statements one pay sends to the database, counted the way tests/server/pay-statements.test.ts counts them (with
 * an idempotency key, as the browser sends every lifecycle call): on a fresh order, in the app's own process.
 */
export async function measurePayStatements(server: BenchServer, setup: TradeSetup): Promise<number> {
  const orderId = await take(server, setup.buyer);
  const reply = await server.statements({
    path: '/api/trade/online/buyer/pay',
    body: { orderId, payPassword },
    token: setup.buyer.token,
    idempotencyKey: `bench-pay-${orderId}`,
  });
  const envelope = JSON.parse(reply.body) as { code: number; msg: string };
  if (reply.status !== 200 || envelope.code !== 200) throw new Error(`pay for the statement count: ${envelope.msg}`);
  return reply.statements.length + transactionControlStatements;
}

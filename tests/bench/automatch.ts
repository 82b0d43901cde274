import { randomUUID } from 'node:crypto';
import type { MatchDetail } from '../../src/api/contracts/automatch';
import type { PaymentState, UnifiedOrderResult } from '../../src/api/contracts/payments';
import { call, loginAs } from './api-call';
import { benchBuyerPhones } from './bench-members';
import type { BenchServer } from './server';

/**
 * Auto-match for `npm run bench` (issue 28), through the real HTTP API of the app the bench started, on one variety's
 * empty book. Each client places a buy of one unit (it rests) and then a sell of one unit at the same price (it fills
 * the oldest resting buy), again and again: every order placed is matched, a buy and a sell are never the same
 * member's, and at most one buy per client rests at a time, so no member meets the 50 open orders. Measured:
 * orders matched per second with one client (the engine's pace one command at a time) and with 50 clients at once,
 * and the p99 of the place-order call under the 50 (send to answer, on loopback). Every order pays the demo config's
 * fee (p_pap) in gold beans, bought first at the sandbox cashier as a member buys them.
 * Bounded twice: each run stops at `seconds` or at its count of placements, whichever comes first.
 */
export interface AutomatchFigures {
  /** Orders placed and matched per second by one client, one call after another. */
  matchedPerSecondOne: number;
  /** Orders placed and matched per second by 50 clients at once. */
  matchedPerSecond: number;
  /** POST /api/automatic/pairing/order under the 50 clients, ms. */
  placeP50Ms: number;
  placeP99Ms: number;
  /** The place-order calls the 50 clients' figures are made of. */
  placements: number;
}

const clients = 50;
const maxPlacements = 4_000;
const maxPlacementsOne = 1_000;
/** 1 yuan a unit: a bench buyer's 10,000 yuan outlasts both runs. */
const price = 100;
/** The sellers (demo members who log in in one step); the buyers are the bench's four. */
const sellerPhones = ['13800000002', '13800000003', '13800000004', '13800000005'];
/** 3 × 5,000 beans a member: more than the fees of the most orders one member can place in both runs. */
const beanPackage = 'B5000';
const packagesEach = 3;

/** A POST as the browser sends it, with an idempotency key: the envelope's data, or an error naming the call. */
async function keyedCall<T>(base: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** Gold beans bought as a member buys them: a package ordered, paid at the sandbox cashier, credited. */
async function buyBeans(base: string, token: string): Promise<void> {
  for (let i = 0; i < packagesEach; i++) {
    const order = await keyedCall<UnifiedOrderResult>(base, token, '/api/coin/unifiedOrder', { purpose: 'beans', channel: 'alipay', code: beanPackage });
    await call(base, '', `/api/sandbox/cashier/${order.channel}/${order.outTradeNo}/pay`, {});
    // The sandbox notifies at once; asking the state asks the provider too when no notification has come.
    const deadline = Date.now() + 10_000;
    while ((await call<PaymentState>(base, token, `/api/payment/state/${order.channel}/${order.outTradeNo}`)).stage !== 'credited') {
      if (Date.now() > deadline) throw new Error(`beans ${order.outTradeNo} not credited within 10 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

interface Pair {
  buyer: string;
  seller: string;
}

/** The clients' buys and sells until `seconds` have passed or `count` orders were placed: each call's time. */
async function matchFor(base: string, productId: number, pairs: readonly Pair[], seconds: number, count: number): Promise<{ times: number[]; seconds: number }> {
  const times: number[] = [];
  let placed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const place = async (token: string, side: 'buy' | 'sell') => {
    const sent = performance.now();
    await keyedCall(base, token, '/api/automatic/pairing/order', { productId, side, price, quantity: 1 });
    times.push(performance.now() - sent);
  };
  await Promise.all(
    pairs.map(async (pair) => {
      while (performance.now() < deadline && placed + 2 <= count) {
        placed += 2;
        await place(pair.buyer, 'buy');
        await place(pair.seller, 'sell');
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

/** The variety's book is empty again: every order the run placed was matched. */
async function expectAllMatched(base: string, productId: number): Promise<void> {
  const detail = await call<MatchDetail>(base, '', `/api/automatic/pairing/details?productId=${productId}`);
  if (detail.bids.length > 0 || detail.asks.length > 0) throw new Error(`the bench's book kept orders: ${JSON.stringify({ bids: detail.bids, asks: detail.asks })}`);
}

export async function measureAutomatch(server: BenchServer, seconds: number, progress: (step: string) => void): Promise<AutomatchFigures> {
  const { base } = server;
  progress('auto-match: members, gold beans at the sandbox cashier');
  const buyers = await Promise.all(benchBuyerPhones.map((phone) => loginAs(base, phone)));
  const sellers = await Promise.all(sellerPhones.map((phone) => loginAs(base, phone)));
  for (const token of [...buyers, ...sellers]) await buyBeans(base, token);
  const [product] = await call<Array<{ id: number }>>(base, '', '/api/search/product/name/page?keyword=T58');
  const productId = product!.id;
  await expectAllMatched(base, productId);
  const pairs = Array.from({ length: clients }, (_, i) => ({ buyer: buyers[i % buyers.length]!, seller: sellers[i % sellers.length]! }));

  await matchFor(base, productId, pairs.slice(0, 1), 1, 40); // JIT and connections out of the measured runs
  progress('auto-match: one client');
  const one = await matchFor(base, productId, pairs.slice(0, 1), seconds, maxPlacementsOne);
  await expectAllMatched(base, productId);
  progress(`auto-match: ${clients} clients at once`);
  const many = await matchFor(base, productId, pairs, seconds, maxPlacements);
  await expectAllMatched(base, productId);

  const times = [...many.times].sort((a, b) => a - b);
  const at = (p: number) => times[Math.ceil(times.length * p) - 1] ?? Number.NaN;
  return {
    matchedPerSecondOne: one.times.length / one.seconds,
    matchedPerSecond: many.times.length / many.seconds,
    placeP50Ms: at(0.5),
    placeP99Ms: at(0.99),
    placements: times.length,
  };
}

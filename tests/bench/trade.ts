import { load } from './load';
import type { BenchServer } from './server';

/**
 * Trading figures for `npm run bench`: the market list and an order's detail under load, and whole
 * take-pay-ship-receive cycles one after another, each through the real HTTP API of the bench server.
 */
export interface TradeFigures {
  marketList: number;
  orderDetail: number;
  /** Complete cycles per second: basket add, confirm, pay, ship, receive (5 calls, two of them check a password). */
  cycles: number;
}

const payPassword = '246810';

async function call<T>(server: BenchServer, token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

async function loginAs(server: BenchServer, phone: string): Promise<string> {
  return (await call<{ token: string }>(server, '', '/api/login', { username: phone, password: 'demo1234', appCode: 'PC' })).token;
}

export async function measureTrade(server: BenchServer, seconds: number): Promise<TradeFigures> {
  const seller = server.token; // 金陵藏家
  const buyer = await loginAs(server, '13800000005'); // 老周邮票, 10,000 yuan
  for (const token of [seller, buyer]) await call(server, token, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: payPassword });
  const products = await call<Array<{ id: number }>>(server, seller, '/api/search/product/name/page?keyword=T58');
  // About 200 open offers, so the market list pages through a realistic table.
  for (let i = 0; i < 200; i++) {
    await call(server, seller, '/api/user/trade/edit', { publishType: 1, productId: products[i % products.length]!.id, price: 1500, quantity: 5, tradeWays: ['online'], deliveryMethods: ['express'] });
  }
  const listing = (await call<{ id: number }>(server, seller, '/api/user/trade/edit', { publishType: 1, productId: products[0]!.id, price: 100, quantity: 10_000, tradeWays: ['online'], deliveryMethods: ['express'] })).id;

  const cycle = async () => {
    const basket = await call<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(server, buyer, '/api/basket/add', { tradeId: listing, quantity: 1 });
    const row = basket.find((r) => r.tradeId === listing)!;
    const confirmed = await call<{ tradeBaskets: Array<{ orderId: number }> }>(server, buyer, '/api/basket/confirm', {
      deliveryMethod: 'express',
      tradeWay: 'online',
      basketConfirmInfos: [{ id: row.id, quantity: 1, lastNum: row.lastNum, price: row.price }],
    });
    const orderId = confirmed.tradeBaskets[0]!.orderId;
    await call(server, buyer, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await call(server, seller, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await call(server, buyer, '/api/trade/online/buyer/receive', { orderId, payPassword });
    return orderId;
  };
  const orderId = await cycle(); // warm-up, and an order for the detail figure
  const started = Date.now();
  let cycles = 0;
  while (Date.now() - started < seconds * 1000) {
    await cycle();
    cycles += 1;
  }
  const cyclesPerSecond = cycles / ((Date.now() - started) / 1000);

  const market = await load(`${server.base}/api/trade/whole/list?pageSize=20`, {}, seconds, 16, {});
  const detail = await load(`${server.base}/api/user/order/info?orderId=${orderId}`, { token: buyer }, seconds);
  return { marketList: market.perSecond, orderDetail: detail.perSecond, cycles: cyclesPerSecond };
}

import { topUpRoles } from '../../src/api/contracts/money-names';
import { topUpMachine, type TopUpEvent } from '../../src/machines/top-up.machine';
import type { ModelOptions } from './coverage';

/**
 * The top-up machine's event alphabet (docs/adr/0025): every event from every role (a member may not say an order was
 * paid, nor the provider credit one), with payloads that meet and miss each guard: a package's price and an order of
 * nothing; the provider's word for exactly the amount ordered and for a fen less. The amounts are the demo package
 * B1000's (1000 beans for 100 yuan), so the API paths (tests/server/top-up.paths.test.ts) replay these events as they are.
 */
export const topUpPackage = { code: 'B1000', coinNumbers: 1000, price: 10_000 } as const;
export const topUpTradeNo = '20261122220014000000000001';

type Payloads = { [T in TopUpEvent['type']]: Array<Omit<Extract<TopUpEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const payloads: Payloads = {
  'topUp.create': [
    { purpose: 'beans', channel: 'alipay', amount: topUpPackage.price, coinNumbers: topUpPackage.coinNumbers },
    { purpose: 'balance', channel: 'wechat', amount: 0, coinNumbers: 0 },
  ],
  'payment.succeeded': [
    { tradeNo: topUpTradeNo, amount: topUpPackage.price },
    { tradeNo: topUpTradeNo, amount: topUpPackage.price - 1 },
  ],
  'payment.failed': [{}],
  'topUp.credit': [{}],
  'topUp.paymentDeadlinePassed': [{}],
};

const events: TopUpEvent[] = (Object.entries(payloads) as Array<[string, object[]]>).flatMap(([type, list]) =>
  list.flatMap((payload) => topUpRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as TopUpEvent)),
);

export const topUpModel: ModelOptions<typeof topUpMachine> = { events: () => events };

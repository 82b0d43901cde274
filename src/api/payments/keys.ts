import type { PaymentChannel } from '../contracts/money-names';
import type { SandboxTrade } from './sandbox-cashier';

/** The query keys of payment orders, bean packages and the sandbox cashier (docs/architecture.md, "Query keys"). */
export const paymentKeys = {
  state: (channel: PaymentChannel, outTradeNo: string) => ['payment', 'state', channel, outTradeNo] as const,
  events: (outTradeNo: string) => ['payment', 'events', outTradeNo] as const,
  beanPackages: () => ['coin', 'packages'] as const,
  sandboxCashier: (trade: SandboxTrade) => ['sandbox', 'cashier', trade.channel, trade.outTradeNo] as const,
};

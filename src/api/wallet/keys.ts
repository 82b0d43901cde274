import type { PageRequest } from '../trade/market';
import type { WalletLogKind } from './get-payment-items';
import type { WalletLogFilter } from './get-wallet-log';

/** The query keys of the member's purses and their logs (docs/architecture.md, "Query keys"); moving money invalidates `all()`. */
export const walletKeys = {
  all: () => ['wallet'] as const,
  purses: () => [...walletKeys.all(), 'purses'] as const,
  paymentItems: (kind: WalletLogKind) => [...walletKeys.all(), 'payment-items', kind] as const,
  log: (kind: WalletLogKind, filter: WalletLogFilter, page: PageRequest) => [...walletKeys.all(), 'log', kind, filter, page] as const,
};

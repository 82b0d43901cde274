import type { PageRequest } from '../trade/market';
import type { MembershipSubject } from './get-membership-events';
import type { VipPaymentFilter } from './get-vip-payments';
import type { VipPurchaseFilter } from './get-vip-purchases';

/** The query keys of VIP, the deposit and the bond (docs/architecture.md, "Query keys"); a payment or surrender invalidates `all()`. */
export const membershipKeys = {
  all: () => ['membership'] as const,
  bondAccount: () => [...membershipKeys.all(), 'bond', 'account'] as const,
  bondRecords: (page: PageRequest) => [...membershipKeys.all(), 'bond', 'records', page] as const,
  depositAccount: () => [...membershipKeys.all(), 'deposit', 'account'] as const,
  depositPayments: (page: PageRequest) => [...membershipKeys.all(), 'deposit', 'payments', page] as const,
  surrenders: (page: PageRequest) => [...membershipKeys.all(), 'deposit', 'surrenders', page] as const,
  audit: (subject: MembershipSubject, id: number) => [...membershipKeys.all(), 'events', subject, id] as const,
  vipList: () => [...membershipKeys.all(), 'vip', 'list'] as const,
  vipPayments: (page: PageRequest, filter: VipPaymentFilter) => [...membershipKeys.all(), 'vip', 'payments', page, filter] as const,
  vipPurchases: (page: PageRequest, filter: VipPurchaseFilter) => [...membershipKeys.all(), 'vip', 'purchases', page, filter] as const,
  vipSeats: (page: PageRequest, type: number | 'all') => [...membershipKeys.all(), 'seats', type, page] as const,
};

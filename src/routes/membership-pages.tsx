import { pagedSearch, vipDirectorySearch, vipSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const VipPage = lazyComponent(() => import('../features/membership/vip-page').then((m) => m.VipPage));
const VipDirectory = lazyComponent(() => import('../features/membership/vip-directory').then((m) => m.VipDirectory));
const DepositPage = lazyComponent(() => import('../features/membership/deposit-page').then((m) => m.DepositPage));
const RechargeDeposit = lazyComponent(() => import('../features/membership/recharge-deposit').then((m) => m.RechargeDeposit));
const RefundDeposit = lazyComponent(() => import('../features/membership/refund-deposit').then((m) => m.RefundDeposit));
const BondPage = lazyComponent(() => import('../features/membership/bond-pages').then((m) => m.BondPage));
const BondMoveForm = lazyComponent(() => import('../features/membership/bond-pages').then((m) => m.BondMoveForm));
const BondPayRecord = lazyComponent(() => import('../features/membership/bond-pages').then((m) => m.BondPayRecord));

/**
 * Membership (issue 14; docs/adr/0026): 会员VIP and the public VIP directory, the deposit (押金: pay in, ask back) and
 * the bond funds (保证金账户: in, out, their record).
 */
export const membershipPages: Record<string, RoutePage> = {
  '/person/vip': page(vipSearch, () => <VipPage />),
  '/vip': page(vipDirectorySearch, () => <VipDirectory />),
  '/person/deposit': page(pagedSearch, () => <DepositPage />),
  '/person/deposit/recharge-deposit': page(noSearch, () => <RechargeDeposit />),
  '/person/deposit/refund-deposit': page(pagedSearch, () => <RefundDeposit />),
  '/person/bond': page(pagedSearch, () => <BondPage />),
  '/person/bond/recharge-bond': page(noSearch, () => <BondMoveForm direction="recharge" />),
  '/person/bond/bond-withdrawal': page(noSearch, () => <BondMoveForm direction="withdraw" />),
  '/person/bond-pay-record': page(pagedSearch, () => <BondPayRecord />),
};

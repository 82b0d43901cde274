import { cashOutReviewQuery } from '../api/cash-out/staff-cash-outs';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type Page } from './page';

const WithdrawPage = lazyComponent(() => import('../features/cash-out/withdraw-page').then((m) => m.WithdrawPage));
const CashOutRecord = lazyComponent(() => import('../features/cash-out/cash-out-record').then((m) => m.CashOutRecord));
const OpenAccountPage = lazyComponent(() => import('../features/account-opening/open-account-page').then((m) => m.OpenAccountPage));
const CashOutQueue = lazyComponent(() => import('../features/staff/cash-out-queue').then((m) => m.CashOutQueue));
const CashOutReview = lazyComponent(() => import('../features/staff/cash-out-review').then((m) => m.CashOutReview));

/**
 * Cash-out, bank cards and account opening (issue 14; docs/adr/0027): the member's 提现 (with the card lists) and
 * 提现记录, 银行开户, and platform staff's cash-out queue and page (gated as every staff page is, in site-page.tsx).
 */
export const cashOutPages: Record<string, Page> = {
  '/person/account/withdraw': page(noSearch, () => <WithdrawPage />),
  '/person/account/record': page(noSearch, () => <CashOutRecord />),
  '/person/open-account': page(noSearch, () => <OpenAccountPage />),
  '/staff/cash-outs': page(noSearch, () => <CashOutQueue />),
  '/staff/cash-outs/$id': idPage(noSearch, {
    render: (id) => <CashOutReview key={id} id={id} />,
    firstData: cashOutReviewQuery,
    code: CashOutReview,
  }),
};

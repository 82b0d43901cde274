export { AuthenticationQueue } from './authentication-queue';
export { AuthenticationReviewPage } from './authentication-review';
export { CashOutQueue } from './cash-out-queue';
export { CashOutReviewPage } from './cash-out-review';
export { BlockTradeQueue } from './block-trade-queue';
export { BlockTradeReviewPage } from './block-trade-review';
export { StaffOnly } from './staff-only';
export { InvoiceQueue } from './invoice-queue';

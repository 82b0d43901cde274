export { AuthenticationQueue } from './authentication-queue';
export { AuthenticationReviewPage } from './authentication-review';
export { CashOutQueue } from './cash-out-queue';
export { CashOutReviewPage } from './cash-out-review';
export { StaffOnly } from './staff-only';

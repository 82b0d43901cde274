export { AuthenticationQueue } from './authentication-queue';
export { AuthenticationReview } from './authentication-review';
export { CashOutQueue } from './cash-out-queue';
export { CashOutReview } from './cash-out-review';
export { StaffOnly } from './staff-only';

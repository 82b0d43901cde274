export { AuthenticationQueue } from './authentication-queue';
export { AuthenticationReview } from './authentication-review';
export { StaffOnly } from './staff-only';

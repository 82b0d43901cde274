// The cash-out feature's public entry (eslint.config.js, feature isolation): its two pages. The route tree loads them
// from their own files (one chunk per page); nothing else needs more of this feature.
export { CashOutRecord } from './cash-out-record';
export { WithdrawPage } from './withdraw-page';

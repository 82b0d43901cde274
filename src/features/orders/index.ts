// The orders feature's public entry (eslint.config.js, feature isolation): the market's deal and listing pages show orders.
export { OrderHeader } from './order-header';
export { OrderLedger } from './order-ledger';
export { OrderLoader } from './order-loader';
export { OrderSummaryTable } from './order-summary-table';
export { RecentDeals } from './recent-deals';

// The orders feature's public entry (eslint.config.js, feature isolation): the market's deal and listing pages show orders.
export { OrderHeader } from './order-header';
export { OrderLedger } from './order-ledger';
export { OrderLoader } from './order-loader';
export { OrderSummaryTable } from './order-summary-table';
export { RecentDeals } from './recent-deals';
// Delivery through an agent (交割代理) shows its parcels' numbers as an order's are shown.
export { TrackingLink } from './tracking-link';

// The wallet feature's public entry (eslint.config.js, feature isolation): the deposit, bond and cash-out pages show a
// purse's log with the same component. The pages themselves are loaded by src/routes/wallet-pages.tsx directly.
export { WalletLog } from './wallet-log';
export { SignedAmount } from './amounts';

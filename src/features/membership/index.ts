// The membership feature's public entry (eslint.config.js, feature isolation): the payment password's entry, which the
// margin trading pages (src/features/bonds) ask with too. The pages themselves (VIP, the deposit, the bond funds, the
// VIP directory) are loaded by src/routes/membership-pages.tsx.
export { PayPasswordEntry } from './pay-password-entry';

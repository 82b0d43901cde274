// The membership feature's public entry (eslint.config.js, feature isolation): nothing other features use yet. The
// pages themselves (VIP, the deposit, the bond funds, the VIP directory) are loaded by src/routes/membership-pages.tsx.
export {};

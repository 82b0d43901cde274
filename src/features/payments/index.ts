// The payments feature's public entry (eslint.config.js, feature isolation): other features show a channel's mark. The
// pages themselves are loaded by src/routes/payment-pages.tsx directly.
export { ChannelMark } from './channel-mark';

// The market feature's public entry (eslint.config.js, feature isolation): the header opens the scan basket.
export { useBasketDialog } from './basket-context';

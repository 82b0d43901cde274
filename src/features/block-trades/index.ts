// The block-trade feature's public entry (eslint.config.js, feature isolation): the public list's detail dialog, and
// the spec's detail fields staff's review shows.
export { BlockTradeDialog } from './block-trade-dialog';
export { BlockTradeFields } from './block-trade-fields';
export { blockTradeStageColours } from './stage-colours';

// The rankings feature's public entry (docs/adr/0015): the home page shows the first rows of the same tables.
export { PriceChange } from './price-change';
export { QueryState } from './query-state';
export { TraderRankingTable } from './trader-ranking';
export { VarietyLabel } from './variety-name';
export { VarietyVolumeTable } from './variety-ranking';

// The rankings feature's public entry (docs/adr/0015): the home page shows the first rows of the same tables.
export { PriceChange } from './price-change';
export { BlockData } from './block-data';
export { TraderRankingTable } from './trader-ranking';
export { VarietyLabel } from './variety-name';
export { VarietyVolumeTable } from './variety-ranking';

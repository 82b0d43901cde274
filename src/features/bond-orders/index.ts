// The bond orders feature's public entry (eslint.config.js, feature isolation): staff's arbitration pages show a bond
// order as its sides do: its fields, its stage colour, its loader and its 流程.
export { BondOrderFields } from './bond-order-fields';
export { BondOrderLoader } from './bond-order-loader';
export { BondOrderProcessSection } from './bond-order-process-section';
export { bondOrderStageColours } from './stage-colours';

import type { BondOfferStage, BondOrderStage } from '../../api/contracts/bond-names';

/** Where a bond order stands, by colour: waiting on a side orange or blue, a dispute red, settled green, a default grey. */
export const bondOrderStageColours: Record<BondOrderStage, string> = {
  draft: 'gray',
  awaitingShipment: 'orange',
  shipped: 'blue',
  disputed: 'red',
  settled: 'green',
  sellerDefaulted: 'gray',
  buyerDefaulted: 'gray',
};

/** An offer: open green (still to take), sold out blue, withdrawn grey. */
export const bondOfferStageColours: Record<BondOfferStage, string> = { open: 'green', soldOut: 'blue', withdrawn: 'gray' };

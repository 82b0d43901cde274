import type { BlockTradeStage } from '../../api/contracts/block-trade-names';

/** Where an application stands, by colour: waiting orange, listed green, rejected red, ended grey. */
export const blockTradeStageColours: Record<BlockTradeStage, string> = {
  draft: 'gray',
  submitted: 'orange',
  listed: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  expired: 'gray',
};

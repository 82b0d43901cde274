import { z } from 'zod';
import { rejectCashOutRequest } from './staff-decisions';
import { idSchema } from './validation';

/**
 * The bodies of block-trade applications' lifecycle calls (the member's withdraw, staff's list and reject), apart from
 * block-trades.ts so that the call table (lifecycle-calls.ts), which every order page loads, stays small.
 */
export const blockTradeIdRequest = z.object({ id: idSchema });
export type BlockTradeIdRequest = z.input<typeof blockTradeIdRequest>;
/** A rejection says why: the same 1-200 characters, with the same messages, as every staff rejection. */
export const rejectBlockTradeRequest = blockTradeIdRequest.extend({ reason: rejectCashOutRequest.shape.reason });
export type RejectBlockTradeRequest = z.input<typeof rejectBlockTradeRequest>;

import { z } from 'zod';
import { automatchMessages } from './automatch-messages';
import { maxFen } from './trade-rules';
import { idParam, quantity } from './validation';

/**
 * The amend call's body (a row of the lifecycle call table, which every order page loads) in a file of its own, so the
 * order pages carry this schema and not the rest of auto-match's (automatch.ts re-exports it).
 */

/** A limit price in fen: 0.01 yuan up to the largest amount a trade may carry. */
export const limitPrice = z
  .number({ error: automatchMessages.matchEnterPrice })
  .int({ error: automatchMessages.matchEnterPrice })
  .min(1, { error: automatchMessages.matchEnterPrice })
  .max(maxFen, { error: automatchMessages.matchEnterPrice });

/**
 * POST /api/automatic/pairing/amend/{id}: a new limit price, or fewer units (never below what has filled). A new price
 * loses the order's place in time (it may cross and fill at once); fewer units keep it (exchange-core's move and reduce).
 */
export const matchAmendBody = z
  .object({
    id: idParam,
    price: limitPrice.optional(),
    quantity: quantity(automatchMessages.matchAmendQuantity).optional(),
  })
  .refine((body) => body.price !== undefined || body.quantity !== undefined, { error: automatchMessages.matchAmendNothing, path: ['price'] });
export type MatchAmendRequest = z.input<typeof matchAmendBody>;

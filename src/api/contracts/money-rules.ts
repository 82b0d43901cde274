/**
 * The rules of money without the validation library: what a gold bean is worth, how much one move may be, how long an
 * order waits for its payment. The ledger, the schemas and the money forms reckon with these; money-names.ts holds
 * the words.
 */

/** An unpaid payment order expires after this long (the provider's cashier closes with it). */
export const paymentOrderMinutes = 30;

/** 1 gold bean is worth 10 fen (0.1 yuan) whichever package bought it (docs/adr/0025). */
export const beanValueFen = 10;

/** One top-up, deposit payment or cash-out: at least 1 yuan, at most 50,000 yuan. */
export const minMoveFen = 100;

export const maxMoveFen = 5_000_000;

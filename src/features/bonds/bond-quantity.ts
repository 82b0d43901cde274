import { bondMessages } from '../../api/contracts/bond-messages';

/** A typed quantity of an offer's units: the whole number 1..remaining, or why not (the server's own words). */
export function checkQuantity(typed: string, remaining: number): { quantity: number } | { error: string } {
  const quantity = /^\d{1,6}$/.test(typed.trim()) ? Number(typed) : 0;
  if (quantity < 1) return { error: bondMessages.bondQuantityRule };
  if (quantity > remaining) return { error: bondMessages.bondOfferNotEnough };
  return { quantity };
}

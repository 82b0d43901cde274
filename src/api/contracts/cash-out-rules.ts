/**
 * The rules of bank cards without their schemas: how many a member keeps, and what a card number must be. The
 * schemas in cash-out.ts and the card form check with these; cash-out-names.ts holds the words.
 */

/** Each kind holds at most this many cards. */
export const maxCardsPerKind = 10;

/** A card number as typed: spaces (6222 0202 ...) are the way it is printed, not part of it. */
export const cardDigits = (typed: string) => typed.replace(/\s+/g, '');

/**
 * The Luhn check digit (ISO/IEC 7812-1). It applies to every card whose first digit (the major industry identifier)
 * is 1-8: UnionPay (62...), Visa, Mastercard, JCB, American Express, which is every card a Chinese bank issues today.
 * Identifier 9 is left to national assignment: older domestic cards issued before UnionPay's numbering (ICBC 9558...,
 * ABC 95599...) do not always carry the check digit, so they are not refused for it.
 */
export const luhnApplies = (digits: string) => !digits.startsWith('9');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 16-19 digits, with a valid check digit where it applies. */
export const isCardNumber = (digits: string) => /^\d{16,19}$/.test(digits) && (!luhnApplies(digits) || luhnValid(digits));

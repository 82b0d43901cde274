import { shellMessages as messages } from './shell-messages';

/**
 * The limits and plain checks of validation.ts that need no zod: validation.ts builds its schemas from them and
 * re-exports them for the server and the forms; the login dialog's machines and the routes' search rules import them
 * from here and load no zod (issue 12).
 */

/** PostgreSQL's integer (int4), the type of every id and count column: the largest id or page number the API takes. */
export const maxInt32 = 2_147_483_647;
/** The largest quantity an offer, a basket row or a take may have (a listing's stock is at most this). */
export const maxQuantity = 100_000;

/** Digits as a URL writes a whole number: no sign, space, decimal point, exponent or leading zero. */
export const urlDigits = /^(?:0|[1-9]\d{0,15})$/;

/** Mainland mobile: 1, then 3-9, then 9 digits; optionally +86 in front, or written 3-4-4 with dashes. */
const phonePattern = /^(?:\+86)?(?:1[3-9]\d{9}|1[3-9]\d-\d{4}-\d{4})$/;

/** The 11-digit form we store: +86 and dashes removed. */
export const normalizePhone = (raw: string): string => raw.trim().replace(/^\+86/, '').replace(/-/g, '');

/** Returns the spec's message for a bad phone, or null when the phone is valid. */
export function phoneError(raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return messages.fillPhone;
  return phonePattern.test(value) ? null : messages.phoneFormatWrong;
}

/** Returns the spec's message for an incomplete login form, or null (spec section 5, Login). */
export function loginFormError(account: string, password: string): string | null {
  const hasAccount = account.trim() !== '';
  const hasPassword = password !== '';
  if (!hasAccount && !hasPassword) return messages.enterAccountAndPassword;
  if (!hasAccount) return messages.enterAccount;
  if (!hasPassword) return messages.enterPassword;
  return null;
}

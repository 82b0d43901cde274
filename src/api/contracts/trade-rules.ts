/**
 * The rules of trade without its schemas: the largest amount and the longest notes a request may carry, what a yuan
 * amount typed comes to in fen, and how many gold beans pay an amount. trade.ts builds its zod schemas from these and
 * the forms check with them; trade-names.ts holds the words.
 */
import { beanValueFen } from './money-rules';

/** The gold beans that pay `fen` at 1 bean = beanValueFen fen: whole beans, rounded up (12.34 yuan takes 124 beans). */
export const beansFor = (fen: number): number => Math.ceil(fen / beanValueFen);

/** The largest price or amount a request may carry: 100,000,000 yuan. */
export const maxFen = 100_000_000_00;

/** The longest remark (备注) on an offer, a scan or an evaluation, as messages.remarkTooLong says. */
export const maxRemarkLength = 200;

/** 瑕疵说明 (issue 15): what the publisher notes of an offer's flaws (折痕, 黄斑, 缺齿...), plain text. */
export const maxFlawsLength = 100;

/** '12.5' yuan -> 1250 fen; null for anything that is not a positive amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, decimals = ''] = value.split('.');
  const result = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return result > 0 ? result : null;
}

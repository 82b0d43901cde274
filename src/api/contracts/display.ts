import type { AddressSnapshot } from './trade';

/**
 * How money, phone numbers and addresses are written for people (spec section 9), shared by the browser and the server (a block
 * trade's price range and masked phone are written by the server). Pure functions.
 */

/**
 * Integer fen as yuan with two decimals and thousands separators: 123456 -> "1,234.56". Every balance, price, amount
 * and fee is shown this way, exact to the fen however large (spec section 9's 万 / 亿 are for counts and volumes).
 */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Gold beans, a purse of money like the balance (1 bean = 0.1 yuan): exact, with thousands separators, 12345 -> "12,345".
 * Never in 万 / 亿 (abbreviateNumber is for counts and volumes).
 */
export const formatBeans = (beans: number): string => Math.trunc(beans).toLocaleString('en-US');

/** Integer fen as a form field shows it, for `yuanToFen` to read back: 123456 -> "1234.56". */
export const fenToYuanText = (fen: number): string => formatYuan(fen).replace(/,/g, '');

/** First 3 and last 4 digits shown: 13812345678 -> "138****5678". Anything too short is returned unchanged. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+86/, '').replace(/-/g, '');
  if (digits.length < 8) return phone;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/**
 * An address on one line: 江苏省 南京市 玄武区 中山路1号 周建国 138****0005. A municipality's city level (市辖区, "the
 * city's districts") says nothing and is left out. The phone is masked unless the reader must call it (the seller
 * shipping an order, the buyer sending a return: the courier needs the whole number).
 */
export function formatAddress(a: AddressSnapshot, phone: 'masked' | 'full' = 'masked'): string {
  const city = a.city === '市辖区' ? '' : a.city;
  return [a.province, city, a.county, a.address, a.trueName, phone === 'full' ? a.phone : maskPhone(a.phone)].filter(Boolean).join(' ');
}

/**
 * 价税合计（大写）: an amount in fen written as China's banks and tax offices require (中国人民银行《支付结算办法》附一,
 * 正确填写票据和结算凭证的基本规定), so that no digit can be added to it:
 * - the digits 零壹贰叁肆伍陆柒捌玖 with 拾佰仟 inside each group of four and 万, 亿 between groups; tens are written
 *   壹拾 (not 拾), so nothing can be put in front;
 * - zeros between digits, however many (and a whole group of them), are one 零; trailing zeros are not written;
 * - 元 ends the yuan, then 角 and 分; an amount that ends at 元 or 角 is closed with 整, one with 分 is not;
 * - when the yuan's last digit or the 角 is 0 before a 角 or 分 that is not, one 零 is written after 元
 *   (¥100.50: 壹佰元零伍角整; ¥1,409.05: 壹仟肆佰零玖元零伍分); an amount under a yuan starts at its 角 or 分.
 */
const digits = '零壹贰叁肆伍陆柒捌玖';
const places = ['', '拾', '佰', '仟'];
const groups = ['', '万', '亿', '万亿'];

/** One group of four digits (1-9999), its zeros each run one 零 and none at the end. */
function groupInWords(n: number): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(n / 10 ** place) % 10;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    out += (zero ? '零' : '') + digits[d] + places[place];
    zero = false;
  }
  return out;
}

/** Whole yuan (1 or more). A group after a higher one that does not fill its thousands, or after a zero group, takes 零. */
function yuanInWords(yuan: number): string {
  const parts: number[] = [];
  for (let n = yuan; n > 0; n = Math.floor(n / 10_000)) parts.push(n % 10_000);
  let out = '';
  let zero = false;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    if (part === 0) {
      zero = out !== '';
      continue;
    }
    if (out !== '' && (zero || part < 1000)) out += '零';
    out += groupInWords(part) + groups[i];
    zero = false;
  }
  return out;
}

export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? `${yuanInWords(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${out}整`;
  if (yuan > 0 && (yuan % 10 === 0 || jiao === 0)) out += '零';
  if (jiao > 0) out += `${digits[jiao]}角`;
  return cents > 0 ? `${out}${digits[cents]}分` : `${out}整`;
}

import { eq } from 'drizzle-orm';
import { beanValueFen, type BeanPackage } from '../../../../src/api/contracts/payments';
import { formatYuan } from '../../../../src/api/contracts/display';
import type { Db } from '../../db/database';
import { sysSettings } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { PurposeHandler } from './purpose-effects';

/**
 * The gold-bean packages (GET /api/coin): the system beans config (sys_settings `beans`, spec section 3: entries of
 * code and coinNumbers, with their price in fen). A bean is worth beanValueFen whichever package bought it, because
 * beans paying an order are redeemed at that value from the reserve their yuan went to (docs/adr/0025): a package that
 * would sell a bean for less, or a malformed entry, is not offered (the reserve could not back its beans).
 */
export async function beanPackages(db: Db): Promise<BeanPackage[]> {
  const [row] = await db.select({ value: sysSettings.value }).from(sysSettings).where(eq(sysSettings.key, 'beans')).limit(1);
  const entries = Array.isArray(row?.value) ? (row.value as unknown[]) : [];
  return entries.filter(isSellable).map(({ code, coinNumbers, price }) => ({ code, coinNumbers, price }));
}

function isSellable(entry: unknown): entry is BeanPackage {
  const e = entry as Partial<BeanPackage> | null;
  return (
    typeof e?.code === 'string' &&
    e.code.length > 0 &&
    Number.isSafeInteger(e.coinNumbers) &&
    Number.isSafeInteger(e.price) &&
    e.coinNumbers! > 0 &&
    e.price! >= e.coinNumbers! * beanValueFen
  );
}

/** One package by its code (GET /api/coin/payment/coinNumber?code); 404 for a code the config does not offer. */
export async function beanPackage(db: Db, code: string): Promise<BeanPackage> {
  const found = (await beanPackages(db)).find((p) => p.code === code);
  if (!found) throw notFound('beanPackageNotFound');
  return found;
}

/** 充值金豆: the package's price for its beans, credited as beans with their yuan to the bean reserve (top-ups.ts). */
export const beansPurpose: PurposeHandler<{ purpose: 'beans'; channel: 'alipay' | 'wechat'; code: string }> = {
  async price(db, _userId, body) {
    const found = await beanPackage(db, body.code);
    return { amount: found.price, coinNumbers: found.coinNumbers, detail: { code: found.code }, subject: `金豆${found.coinNumbers}个` };
  },
};

/** 账户充值: the amount asked, credited to the balance (top-ups.ts). */
export const balancePurpose: PurposeHandler<{ purpose: 'balance'; channel: 'alipay' | 'wechat'; amount: number }> = {
  async price(_db, _userId, body) {
    return { amount: body.amount, coinNumbers: 0, detail: {}, subject: `账户充值${formatYuan(body.amount)}元` };
  },
};

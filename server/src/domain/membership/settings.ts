import { eq } from 'drizzle-orm';
import { isVipLevelId, type VipLevelSetting } from '../../../../src/api/contracts/membership-names';
import type { Db } from '../../db/database';
import { sysSettings } from '../../db/schema';

/**
 * The platform's membership settings (docs/adr/0026), stored like `trade` and `points` (server/src/domain/trade/
 * settings.ts): what is missing takes these defaults, so a database without them (a production start) needs nothing.
 *
 * `vipLevels`: each level's name, yearly price and what it gives. The benefits say only what this product does for
 * the level (the credit lines per level are the `trade` setting's and are added to the list where it is shown).
 */
export const defaultVipLevels: readonly VipLevelSetting[] = [
  {
    levelId: 3,
    name: 'VIP会员',
    yearFen: 36_000,
    benefits: ['可发布出售挂单（认证会员只能发布求购）', '匿名扫货：金豆不少于1000、成交不少于20次即可使用，每次按系统价格扣金豆'],
  },
  {
    levelId: 4,
    name: '精英VIP',
    yearFen: 98_000,
    benefits: ['包含VIP会员的全部权益', '盯盘与一键扫货（仅限精英VIP及以上）'],
  },
  {
    levelId: 5,
    name: '至尊VIP',
    yearFen: 198_000,
    benefits: ['包含精英VIP的全部权益', '平台最高的信用额度'],
  },
];

/** A stored level is used only when it is whole (a known level, a positive whole price, a name); else the default. */
function validLevel(value: unknown): value is VipLevelSetting {
  const v = value as Partial<VipLevelSetting> | null;
  return (
    !!v &&
    typeof v.levelId === 'number' &&
    isVipLevelId(v.levelId) &&
    typeof v.name === 'string' &&
    v.name.length > 0 &&
    Number.isSafeInteger(v.yearFen) &&
    (v.yearFen ?? 0) > 0 &&
    Array.isArray(v.benefits) &&
    v.benefits.every((b) => typeof b === 'string')
  );
}

/** The stored `vipLevels` setting over the defaults, one entry per level 3, 4, 5, in that order. */
export function vipLevelsFrom(stored: unknown): VipLevelSetting[] {
  const list = Array.isArray(stored) ? stored.filter(validLevel) : [];
  return defaultVipLevels.map((level) => list.find((l) => l.levelId === level.levelId) ?? level);
}

export async function vipLevels(db: Db): Promise<VipLevelSetting[]> {
  const [row] = await db.select().from(sysSettings).where(eq(sysSettings.key, 'vipLevels')).limit(1);
  return vipLevelsFrom(row?.value);
}

/** `deposit`: how long a surrender is held before it is refunded (the platform's holding period, 保管期). */
export interface DepositSettings {
  surrenderHoldDays: number;
}
export const defaultDepositSettings: DepositSettings = { surrenderHoldDays: 7 };

export async function depositSettings(db: Db): Promise<DepositSettings> {
  const [row] = await db.select().from(sysSettings).where(eq(sysSettings.key, 'deposit')).limit(1);
  const stored = (row?.value as Partial<DepositSettings> | null) ?? {};
  const days = stored.surrenderHoldDays;
  return { surrenderHoldDays: typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : defaultDepositSettings.surrenderHoldDays };
}

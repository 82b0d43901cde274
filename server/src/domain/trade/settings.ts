import { eq, sql } from 'drizzle-orm';
import type { DeadlineSetting } from '../../../../src/machines/lifecycle';
import type { CreditLineKind } from '../../../../src/api/contracts/trade';
import type { PointsRules } from '../../../../src/api/contracts/scores';
import type { Db } from '../../db/database';
import { sysSettings } from '../../db/schema';

/**
 * Trading settings: every deadline (hours), the platform fee and the credit lines per member level. Stored as the
 * `trade` system setting; anything missing there takes these defaults, so operators change one value at a time.
 */
export interface TradeSettings extends Record<DeadlineSetting, number> {
  /** Platform fee on what the seller receives, in basis points (50 = 0.5%). */
  feeBasisPoints: number;
  /** Credit lines in fen by levelId (design/lifecycles.md, Credit lines). */
  creditLines: Record<string, Record<CreditLineKind, number>>;
}

const yuan = (n: number) => n * 100;

export const defaultTradeSettings: TradeSettings = {
  paymentHours: 24,
  shipHours: 72,
  cancelAnswerHours: 48,
  receiptHours: 240,
  receiptExtensionHours: 72,
  refundAnswerHours: 48,
  returnReceiptHours: 168,
  evaluationHours: 360,
  offlineConfirmHours: 168,
  // Margin trading (docs/adr/0043): the seller ships within 3 days of the deal, the buyer receives within 7 of shipment.
  bondShipHours: 72,
  bondReceiptHours: 168,
  feeBasisPoints: 50,
  creditLines: {
    1: { buy: 0, sell: 0, order: 0 },
    2: { buy: yuan(50_000), sell: 0, order: yuan(50_000) },
    3: { buy: yuan(200_000), sell: yuan(200_000), order: yuan(200_000) },
    4: { buy: yuan(500_000), sell: yuan(500_000), order: yuan(500_000) },
    5: { buy: yuan(1_000_000), sell: yuan(1_000_000), order: yuan(1_000_000) },
  },
};

export async function tradeSettings(db: Db): Promise<TradeSettings> {
  const [row] = await db.select().from(sysSettings).where(eq(sysSettings.key, 'trade')).limit(1);
  return tradeSettingsFrom(row?.value);
}

/** The stored `trade` setting (or none) over the defaults. */
export const tradeSettingsFrom = (stored: unknown): TradeSettings => ({ ...defaultTradeSettings, ...((stored as Partial<TradeSettings> | null) ?? {}) });

/** The stored `trade` setting as a subquery, so it is read in the same statement as what needs it. */
export const storedTradeSettings = sql<unknown>`(select ${sysSettings.value} from ${sysSettings} where ${sysSettings.key} = 'trade')`;

export const hoursMs = (hours: number) => hours * 3_600_000;

/**
 * What earns points (积分; docs/adr/0024): the `points` system setting, stored and defaulted like `trade` (anything
 * missing takes these defaults, so a database without the setting needs nothing).
 */
export const defaultPointsSettings: PointsRules = { tradeCompleted: 10, referralTrade: 5 };

export const pointsSettingsFrom = (stored: unknown): PointsRules => ({ ...defaultPointsSettings, ...((stored as Partial<PointsRules> | null) ?? {}) });

/** The stored `points` setting as a subquery: a completed trade reads it in the statement that counts the deal. */
export const storedPointsSettings = sql<unknown>`(select ${sysSettings.value} from ${sysSettings} where ${sysSettings.key} = 'points')`;

export async function pointsSettings(db: Db): Promise<PointsRules> {
  const [row] = await db.select().from(sysSettings).where(eq(sysSettings.key, 'points')).limit(1);
  return pointsSettingsFrom(row?.value);
}

/**
 * A paid feature's price in gold beans: the system config's goldPaymentItem (spec section 3: p_anonymous, p_top,
 * p_refresh...). A price the operator has not set is 0: the feature is free.
 */
export async function goldPrice(db: Db, key: string): Promise<number> {
  const [row] = await db.select().from(sysSettings).where(eq(sysSettings.key, 'goldPaymentItem')).limit(1);
  return (row?.value as Record<string, number> | undefined)?.[key] ?? 0;
}

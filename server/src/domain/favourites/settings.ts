import { favouriteFeeKeys as feeKeyNames } from '../../../../src/api/contracts/favourite-names';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysSettings } from '../../db/schema';
import type { FeatureKey } from '../wallet/feature-fees';

/**
 * The `favourites` system setting (issue 27), stored and defaulted like `trade`: a favourite's term, and how many
 * inbox messages and SMS a member may send to favourite members per China day. Anything missing takes these defaults.
 */
export interface FavouriteSettings {
  /** Days one term of a favourite lasts (the first, a renewal by hand or an automatic one). */
  termDays: number;
  /** Favourite members a member may message (站内信) per day, counted per recipient. */
  messagesPerDay: number;
  /** Texts a member may send to favourite members per day, counted per recipient. */
  smsPerDay: number;
}

export const defaultFavouriteSettings: FavouriteSettings = {
  termDays: 30,
  messagesPerDay: 100,
  smsPerDay: 50,
};

export async function favouriteSettings(db: Db): Promise<FavouriteSettings> {
  const [row] = await db.select().from(sysSettings).where(eq(sysSettings.key, 'favourites')).limit(1);
  return {
    ...defaultFavouriteSettings,
    ...((row?.value as Partial<FavouriteSettings> | null) ?? {}),
  };
}

export const termMs = (settings: FavouriteSettings) => settings.termDays * 24 * 3_600_000;

/**
 * The system config's gold-bean fee keys (goldPaymentItem) of issue 27's paid features (favourite-names.ts, which the
 * pages read the price under too), charged through the one fee function (chargeFeature): a term of a favourite variety
 * or member, a first subscription, one SMS to a favourite member. A key the operator has not priced is free.
 */
export const favouriteFeeKeys: Readonly<Record<keyof typeof feeKeyNames, FeatureKey>> = feeKeyNames;


/**
 * The transaction-scoped advisory lock of one member's favourites and sends, keyed (favouriteLockSpace, member id):
 * a per-day count and the rows that use it are read and written one request at a time, so a parallel burst cannot
 * pass the limit.
 */
const favouriteLockSpace = 0x6676; // 'fv'; no other advisory lock in this database uses this first key
export const lockFavourites = (tx: Db, memberId: number) => tx.execute(sql`select pg_advisory_xact_lock(${favouriteLockSpace}::integer, ${memberId}::integer)`);

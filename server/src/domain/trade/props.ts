import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Prop, PropCode, PropUse } from '../../../../src/api/contracts/trade';
import { propCodes } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { listingProps, listings } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { addMs, formatChinaTime, type Clock } from '../clock';
import { randomToken } from '../secrets';
import type { Member } from '../sessions';
import { chargeFeature, featurePrice, type FeatureKey } from '../wallet/feature-fees';
import { ownListing, ownOpenListing } from './listings';
import { hoursMs } from './settings';

/** The props a publisher can spend gold beans on for an offer; the price is the system config's goldPaymentItem key. */
const props: Record<PropCode, Omit<Prop, 'code' | 'beans'> & { priceKey: FeatureKey }> = {
  top: { name: '置顶卡', description: '挂单在邮市列表中置顶展示24小时，有效期内不可重复使用', hours: 24, priceKey: 'p_top' },
  refresh: { name: '刷新卡', description: '立即把挂单刷新到邮市列表的最前面（置顶挂单之后），如同刚刚发布', hours: null, priceKey: 'p_refresh' },
};

/** GET /api/user/props/list. */
export async function propList(db: Db): Promise<Prop[]> {
  return Promise.all(
    propCodes.map(async (code) => {
      const { priceKey: _priceKey, ...prop } = props[code];
      return { code, ...prop, beans: await featurePrice(db, props[code].priceKey) };
    }),
  );
}

/** GET /api/user/trade/propUse/{id}: the props used on the member's own offer, newest first. */
export async function propUses(db: Db, now: Date, member: Member, listingId: number): Promise<PropUse[]> {
  await ownListing(db, member, listingId);
  const rows = await db.select().from(listingProps).where(eq(listingProps.listingId, listingId)).orderBy(desc(listingProps.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: props[r.code].name,
    beans: r.beans,
    createTime: formatChinaTime(r.createdAt),
    expireTime: r.expiresAt ? formatChinaTime(r.expiresAt) : null,
    active: r.expiresAt !== null && r.expiresAt > now,
  }));
}

async function usedKey(db: Db, memberId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingProps.id })
    .from(listingProps)
    .where(and(eq(listingProps.userId, memberId), eq(listingProps.idempotencyKey, key)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/user/trade/propAdd: uses a prop on the member's own open offer. In one transaction: the use is recorded
 * (unique per member and idempotency key, so a retried click, even a concurrent one, finds it and spends nothing
 * more), the offer is pinned for 24 hours (top; refused while a pin still runs) or refreshed, and the beans move to
 * the platform in a journal entry keyed `prop:<member>:<key>`. Not enough beans: nothing happens.
 */
export async function addProp(db: Db, clock: Clock, member: Member, request: { tradeId: number; propCode: PropCode }, idempotencyKey?: string): Promise<void> {
  const key = idempotencyKey ?? randomToken();
  if (await usedKey(db, member.id, key)) return;
  try {
    await useProp(db, clock, member, request, key);
  } catch (error) {
    // A concurrent retry with the same key can be refused by what the first one changed (the pin it set): it is the
    // same use, answered as done.
    if (await usedKey(db, member.id, key)) return;
    throw error;
  }
}

async function useProp(db: Db, clock: Clock, member: Member, request: { tradeId: number; propCode: PropCode }, key: string): Promise<void> {
  const listing = await ownOpenListing(db, member, request.tradeId);
  const now = clock();
  if (request.propCode === 'top' && listing.pinnedUntil && listing.pinnedUntil > now) throw badRequest('propStillActive');

  const prop = props[request.propCode];
  const beans = await featurePrice(db, prop.priceKey);
  const expiresAt = prop.hours === null ? null : addMs(now, hoursMs(prop.hours));
  await db.transaction(async (tx) => {
    const [use] = await tx
      .insert(listingProps)
      .values({ listingId: listing.id, userId: member.id, code: request.propCode, beans, expiresAt, idempotencyKey: key, createdAt: now })
      .onConflictDoNothing({ target: [listingProps.userId, listingProps.idempotencyKey] })
      .returning({ id: listingProps.id });
    if (!use) return;

    // Conditional on the row as it is now: a pin bought meanwhile with another key, or a withdrawal, wins.
    const effect = request.propCode === 'top' ? { pinnedUntil: expiresAt } : { refreshedAt: now };
    const notPinned = or(isNull(listings.pinnedUntil), lte(listings.pinnedUntil, now))!;
    const [applied] = await tx
      .update(listings)
      .set({ ...effect, updatedAt: now })
      .where(and(eq(listings.id, listing.id), eq(listings.state, 'open'), request.propCode === 'top' ? notPinned : undefined))
      .returning({ id: listings.id });
    if (!applied) {
      const [current] = await tx.select({ state: listings.state }).from(listings).where(eq(listings.id, listing.id));
      throw badRequest(current?.state === 'open' ? 'propStillActive' : 'listingUnavailable');
    }

    await chargeFeature(tx, clock, member.id, prop.priceKey, { idempotencyKey: `prop:${member.id}:${key}`, memo: `道具：${prop.name}（挂单${listing.id}）`, price: beans });
  });
}

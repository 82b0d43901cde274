import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  deliveryMethodNames,
  tradeWayNames,
  type Listing,
  type Page,
  type PublishFields,
  type PublishType,
} from '../../../../src/api/contracts/trade';
import { tellNobody, type Tell } from '../../realtime/bus';
import { offerWritten } from './offer-followers';
import type { Db } from '../../db/database';
import { categories, listings, products, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { ownPhotos } from '../uploads';
import { holdCredit, lockCredit } from './credit';
import { tradeSettings } from './settings';

type ListingRow = typeof listings.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const listingColumns = { listing: listings, product: products, categoryName: categories.name, publisher: users.userName };

export function listingQuery(db: Db) {
  return db
    .select(listingColumns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, listings.publisherId));
}

/** `now` is the server's clock: a 置顶 that has run out is shown as none. */
export function toListing(row: { listing: ListingRow; product: ProductRow; categoryName: string; publisher: string }, now: Date): Listing {
  const { listing, product } = row;
  return {
    id: listing.id,
    publishType: listing.publishType as PublishType,
    productId: product.id,
    productCode: product.code,
    productName: product.name,
    exteriorName: product.exterior,
    unitsName: product.unit,
    categoryName: row.categoryName,
    price: listing.price,
    quantity: listing.quantity,
    lastNum: listing.lastNum,
    tradeWays: listing.tradeWays.map((code) => ({ code, showName: tradeWayNames[code] })),
    deliveryMethods: listing.deliveryMethods.map((code) => ({ code, showName: deliveryMethodNames[code] })),
    remark: listing.remark,
    // An auto-match sell order's units (issue 28) are not an offer anyone may take: they read as off the market.
    state: listing.state === 'matching' ? 'withdrawn' : listing.state,
    publisher: row.publisher,
    publisherId: listing.publisherId,
    createTime: formatChinaTime(listing.createdAt),
    pinnedUntil: listing.pinnedUntil && listing.pinnedUntil > now ? formatChinaTime(listing.pinnedUntil) : null,
    refreshTime: formatChinaTime(listing.refreshedAt),
    grade: listing.grade,
    flaws: listing.flaws,
    photos: listing.photos,
  };
}

export async function findListing(db: Db, now: Date, id: number): Promise<Listing> {
  const [row] = await listingQuery(db).where(eq(listings.id, id)).limit(1);
  if (!row) throw notFound();
  return toListing(row, now);
}

/** One page of listings with their product, category and publisher, in the order given. */
export async function listingPage(db: Db, now: Date, where: SQL, orderBy: SQL[], page: PageQuery): Promise<Page<Listing>> {
  const [counted] = await db.select({ n: count() }).from(listings).innerJoin(products, eq(products.id, listings.productId)).where(where);
  const rows = await listingQuery(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { list: rows.map((row) => toListing(row, now)), total: counted?.n ?? 0, ...page };
}

/** Spec section 6: level 1 must authenticate first; level 2 may not sell. */
function checkMayPublish(member: Member, publishType: PublishType): void {
  if (member.level <= 1) throw forbidden('levelOneMustAuthenticate');
  if (member.level === 2 && publishType === 1) throw forbidden('levelTwoCannotSell');
}

export async function publishListing(db: Db, clock: Clock, member: Member, request: PublishFields, tell: Tell = tellNobody): Promise<number> {
  const publishType = request.publishType as PublishType;
  checkMayPublish(member, publishType);
  const [product] = await db.select().from(products).where(eq(products.id, request.productId)).limit(1);
  if (!product) throw badRequest('chooseProduct');
  const photos = await ownPhotos(db, member, request.photos, 'product');
  const settings = await tradeSettings(db);
  const now = clock();
  // The line is checked, and the offer that uses it inserted, under the member's credit lock (docs/adr/0018).
  const { id, pushes } = await db.transaction(async (tx) => {
    await holdCredit(tx, member, settings, publishType === 0 ? 'buy' : 'sell', request.price * request.quantity);
    const [created] = await tx
      .insert(listings)
      .values({
        publisherId: member.id,
        publishType,
        productId: product.id,
        price: request.price,
        quantity: request.quantity,
        lastNum: request.quantity,
        tradeWays: [...new Set(request.tradeWays)],
        deliveryMethods: [...new Set(request.deliveryMethods)],
        remark: request.remark,
        grade: request.grade,
        flaws: request.flaws,
        photos,
        refreshedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: listings.id });
    return { id: created!.id, pushes: await offerWritten(tx, now, created!.id) };
  });
  await tell(pushes);
  return id;
}

/** The publisher's own listing, or one refusal (404) whether there is none or it is another member's. */
export async function ownListing(db: Db, member: Member, id: number): Promise<ListingRow> {
  const [listing] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!listing || listing.publisherId !== member.id) throw notFound('listingNotYours');
  return listing;
}

/** The publisher's own open listing, or a refusal. */
export async function ownOpenListing(db: Db, member: Member, id: number): Promise<ListingRow> {
  const listing = await ownListing(db, member, id);
  if (listing.state !== 'open') throw badRequest('listingUnavailable');
  return listing;
}

/**
 * Edits price, quantity, ways, remark, grade, flaws and photos (the form sends them all: a photo left out is removed).
 * The quantity moves the stock by the same difference in one statement, so an order taken meanwhile is never
 * oversold; orders already taken keep their price. What the offer holds of its credit line (price × what is left)
 * may only grow within the line: read and checked under the member's credit lock, in the transaction that writes it
 * (docs/adr/0018).
 */
export async function editListing(db: Db, clock: Clock, member: Member, id: number, request: PublishFields, tell: Tell = tellNobody): Promise<void> {
  const settings = await tradeSettings(db);
  const photos = await ownPhotos(db, member, request.photos, 'product');
  const pushes = await db.transaction(async (tx) => {
    await lockCredit(tx, member.id);
    const listing = await ownOpenListing(tx, member, id);
    if (request.publishType !== listing.publishType || request.productId !== listing.productId) throw badRequest('invalidRequest');
    const added = request.quantity - listing.quantity;
    const needed = request.price * (listing.lastNum + added) - listing.price * listing.lastNum;
    if (needed > 0) await holdCredit(tx, member, settings, listing.publishType === 0 ? 'buy' : 'sell', needed);
    const [updated] = await tx
      .update(listings)
      .set({
        price: request.price,
        quantity: request.quantity,
        lastNum: sql`${listings.lastNum} + ${added}`,
        tradeWays: [...new Set(request.tradeWays)],
        deliveryMethods: [...new Set(request.deliveryMethods)],
        remark: request.remark,
        grade: request.grade,
        flaws: request.flaws,
        photos,
        updatedAt: clock(),
      })
      .where(and(eq(listings.id, id), eq(listings.state, 'open'), sql`${listings.lastNum} + ${added} >= 0`))
      .returning({ id: listings.id });
    if (!updated) throw badRequest('quantityChanged');
    return offerWritten(tx, clock(), id);
  });
  await tell(pushes);
}

/** Withdrawing releases the offer's credit line; orders already taken go on. */
export async function withdrawListing(db: Db, clock: Clock, member: Member, id: number): Promise<void> {
  await ownOpenListing(db, member, id);
  await db.update(listings).set({ state: 'withdrawn', updatedAt: clock() }).where(and(eq(listings.id, id), eq(listings.state, 'open')));
}

import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WatchRole, WatchStage } from '../../../../src/api/contracts/watch-names';
import {
  finishedWatchStages,
  isOpenWatchStage,
  openWatchStages,
  watchEndsAtMs,
  watchMinLevel,
  type WatchAddFields,
  type WatchDetail,
  type WatchListQuery,
  type WatchMatch,
  type WatchTask,
} from '../../../../src/api/contracts/watch';
import type { Page } from '../../../../src/api/contracts/trade';
import { maxWatchDays } from '../../../../src/api/contracts/watch-names';
import { watchTaskSnapshots, type WatchTaskEvent } from '../../../../src/machines/watch-task.machine';
import type { Db } from '../../db/database';
import { basketItems, listings, products, users, watchMatches, watchTaskEvents, watchTasks } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../http/api-error';
import { addMs, formatChinaTime, type Clock } from '../clock';
import { sendEvent, type Lifecycle } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { deliverNotice } from '../notices';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { confirmBasket } from '../trade/basket';
import { offerMeetsTask, offerPublisher, takeable, taskProduct } from './rules';
import { watchExpiredNotice } from './watch-notices';

/**
 * 盯盘 (issue 27, spec section 7, Order watching): a member's watch tasks, a lifecycle of the watch-task machine
 * (src/machines/watch-task.machine.ts) run by the one enforcer. The stop and the two confirmations are rows of the call
 * table (src/api/contracts/lifecycle-calls.ts); an offer's match (matching.ts) and the end date (the due job) are the
 * system's events. Adding, the list, the details, the three switches and deleting a finished task are this file's.
 */
export type WatchTaskRow = typeof watchTasks.$inferSelect;
type Loaded = { row: WatchTaskRow };

/** Open tasks a member may have at once: a task is matched against every offer of its product. */
export const maxOpenTasks = 20;

const dayMs = 24 * 3_600_000;

/** Watch and sweep are for elite VIP and above (spec sections 6 and 9). */
export function requireElite(member: Member): void {
  if (member.level < watchMinLevel) throw forbidden('eliteVipOnly');
}

/** The open matches of a task, best price first, and whether each can be taken now (the one rule, rules.ts). */
async function takeableMatches(tx: Db, now: Date, task: WatchTaskRow) {
  return tx
    .select({ match: watchMatches, listing: listings, available: sql<boolean>`${offerMeetsTask(now)}`, take: takeable })
    .from(watchMatches)
    .innerJoin(watchTasks, eq(watchTasks.id, watchMatches.taskId))
    .innerJoin(taskProduct, eq(taskProduct.id, watchTasks.productId))
    .innerJoin(listings, eq(listings.id, watchMatches.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(watchMatches.taskId, task.id), eq(watchMatches.state, 'open')))
    .orderBy(task.side === 'buy' ? sql`${listings.price} asc` : sql`${listings.price} desc`, watchMatches.id);
}

/**
 * Takes the matched offers of a confirmation into orders through the scan basket's order making (basket.ts
 * `confirmBasket`: stock taken atomically, the publisher's blacklist, one's own offers, the offline credit line, the
 * anonymous rules and fee). One match (`watch.confirm`), or every takeable match best price first up to the task's
 * quantity (`watch.confirmAll`). The offers go into the member's basket inside this transaction and out again as
 * orders; a basket row the member already had for one of them is put back as it was.
 */
async function takeMatches(tx: Db, clock: Clock, member: Member, task: WatchTaskRow, event: WatchTaskEvent, now: Date): Promise<void> {
  const open = await takeableMatches(tx, now, task);
  let chosen: typeof open;
  if (event.type === 'watch.confirm') {
    const match = open.find((m) => m.match.id === event.matchId);
    if (!match) throw badRequest('watchMatchTaken');
    if (!match.available) throw badRequest('watchMatchGone');
    chosen = [match];
  } else {
    chosen = open.filter((m) => m.available);
    if (chosen.length === 0) throw badRequest('watchNothingToConfirm');
  }
  let left = task.quantity;
  const takes: Array<{ matchId: number; listingId: number; price: number; lastNum: number; quantity: number }> = [];
  for (const { match, listing, take } of chosen) {
    const quantity = Math.min(take, left);
    if (quantity <= 0) break;
    left -= quantity;
    takes.push({ matchId: match.id, listingId: listing.id, price: listing.price, lastNum: listing.lastNum, quantity });
  }
  const listingIds = takes.map((t) => t.listingId);
  const kept = await tx.select().from(basketItems).where(and(eq(basketItems.userId, member.id), inArray(basketItems.listingId, listingIds)));
  const items = await tx
    .insert(basketItems)
    .values(takes.map((t) => ({ userId: member.id, listingId: t.listingId, quantity: t.quantity, createdAt: now })))
    .onConflictDoUpdate({ target: [basketItems.userId, basketItems.listingId], set: { quantity: sql`excluded.quantity` } })
    .returning({ id: basketItems.id, listingId: basketItems.listingId });
  const itemOf = (listingId: number) => items.find((i) => i.listingId === listingId)!.id;
  const result = await confirmBasket(tx, clock, member, {
    confirmMessage: '',
    deliveryMethod: task.deliveryMethod,
    tradeWay: task.tradeWay,
    anonymous: task.anonymous,
    basketConfirmInfos: takes.map((t) => ({ id: itemOf(t.listingId), quantity: t.quantity, lastNum: t.lastNum, price: t.price })),
  });
  // One order per basket row, in the order the rows were given.
  for (const [i, t] of takes.entries()) {
    await tx
      .update(watchMatches)
      .set({ state: 'taken', orderId: result.tradeBaskets[i]!.orderId, updatedAt: now })
      .where(and(eq(watchMatches.id, t.matchId), eq(watchMatches.state, 'open')));
  }
  if (kept.length > 0) await tx.insert(basketItems).values(kept.map(({ id: _id, ...row }) => row));
}

/** The watch task's lifecycle for the enforcer (docs/adr/0014). */
export const watchTaskLifecycle: Lifecycle<WatchTaskRow, Loaded> = {
  ...tableLifecycle({ table: watchTasks, events: watchTaskEvents, objectId: 'taskId', stage: watchTaskSnapshots.stage }),
  refusals: { notAllowed: 'watchActionNotAllowed', changed: 'watchTaskChanged', notParty: 'watchTaskNotFound' },

  roleOf(row, sender): WatchRole | null {
    if (sender.kind === 'system') return 'system';
    if (sender.kind === 'operator') return null;
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => watchTaskSnapshots.resolve(row.stateValue, row.context),

  /**
   * A member's calls need level 4 (a VIP that lapsed keeps its tasks, unmatched, until they end). A confirmation takes
   * its offers here, while the task row is still open (the rule reads its stage), after locking them: the order an
   * offer's edit takes them in (offer, then the tasks it meets). A burst of confirmations queues on the offers; the
   * first takes them, the others find the matches taken and are refused (or answered as retries of the first).
   */
  async before(tx, clock, step) {
    if (step.sender.kind !== 'member') return;
    requireElite(step.sender.member);
    const event = step.event as unknown as WatchTaskEvent;
    if (event.type !== 'watch.confirm' && event.type !== 'watch.confirmAll') return;
    await tx
      .select({ id: listings.id })
      .from(listings)
      .where(inArray(listings.id, tx.select({ id: watchMatches.listingId }).from(watchMatches).where(and(eq(watchMatches.taskId, step.row.id), eq(watchMatches.state, 'open')))))
      .orderBy(listings.id)
      .for('update');
    await takeMatches(tx, clock, step.sender.member, step.row, event, step.now);
  },

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as WatchTaskEvent;
    switch (event.type) {
      case 'watch.expire': {
        const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, updated.productId));
        await deliverNotice(tx, watchExpiredNotice(updated.userId, updated.id, product?.name ?? ''), step.now);
        return;
      }
      case 'watch.confirm': // taken in `before`
      case 'watch.confirmAll':
      case 'watch.match': // the matcher tells the member (matching.ts): it knows the offer
      case 'watch.stop':
        return;
    }
  },
};

/** The product a request names: its id, or a catalogue code naming one form only. */
async function varietyOf(db: Db, request: WatchAddFields): Promise<number> {
  if (request.productId !== undefined) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, request.productId)).limit(1);
    if (!product) throw badRequest('watchVarietyNotFound');
    return product.id;
  }
  const forms = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`upper(${products.code}) = upper(${request.productCode!})`)
    .limit(2);
  if (forms.length === 0) throw badRequest('watchVarietyNotFound');
  if (forms.length > 1) throw badRequest('watchVarietyHasForms');
  return forms[0]!.id;
}

/** The member's task an add with this idempotency key already made, if any. */
async function taskByKey(db: Db, userId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: watchTasks.id })
    .from(watchTasks)
    .innerJoin(watchTaskEvents, eq(watchTaskEvents.taskId, watchTasks.id))
    .where(and(eq(watchTasks.userId, userId), eq(watchTaskEvents.idempotencyKey, key), eq(watchTaskEvents.event, 'watch.added')))
    .limit(1);
  return row?.id;
}

/**
 * POST /api/orderWatching/add: a new task, active, recorded as `watch.added` with the caller's idempotency key. The
 * end date is a China day from today to `maxWatchDays` ahead. At most `maxOpenTasks` open tasks: counted under the
 * member's row lock, so a burst of adds cannot pass it. The same request again is answered with the task it made.
 * Offers already open are not matched here: 一键扫货 puts them into the basket.
 */
export async function addTask(db: Db, clock: Clock, member: Member, request: WatchAddFields, key: string | null): Promise<number> {
  requireElite(member);
  if (key) {
    const made = await taskByKey(db, member.id, key);
    if (made) return made;
  }
  const now = clock();
  const endsAt = new Date(watchEndsAtMs(request.endDate));
  if (endsAt <= now || endsAt > addMs(now, (maxWatchDays + 1) * dayMs)) throw badRequest('watchEndDateInvalid');
  const productId = await varietyOf(db, request);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    if (key) {
      const made = await taskByKey(tx, member.id, key);
      if (made) return made;
    }
    const [open] = await tx
      .select({ n: count() })
      .from(watchTasks)
      .where(and(eq(watchTasks.userId, member.id), inArray(watchTasks.stage, [...openWatchStages])));
    if ((open?.n ?? 0) >= maxOpenTasks) throw badRequest('watchTooManyTasks');
    const start = watchTaskSnapshots.start();
    const [task] = await tx
      .insert(watchTasks)
      .values({
        userId: member.id,
        productId,
        side: request.side,
        price: request.price,
        quantity: request.quantity,
        grade: request.grade,
        looseEdition: request.looseEdition,
        smsNotice: request.smsNotice,
        anonymous: request.anonymous,
        tradeWay: request.tradeWay,
        deliveryMethod: request.deliveryMethod,
        endsAt,
        ...watchTaskSnapshots.stored(start),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: watchTasks.id });
    await tx.insert(watchTaskEvents).values({
      taskId: task!.id,
      actorId: member.id,
      role: 'member',
      event: 'watch.added',
      payload: { productId, side: request.side, price: request.price, quantity: request.quantity },
      fromState: start.value as string,
      toState: start.value as string,
      idempotencyKey: key,
      createdAt: now,
    });
    return task!.id;
  });
}

const matchCount = (state?: 'open') =>
  sql<number>`(select count(*)::int from ${watchMatches} where ${watchMatches.taskId} = ${watchTasks.id}${state ? sql` and ${watchMatches.state} = ${state}` : sql``})`;

const taskColumns = { task: watchTasks, product: products, matchCount: matchCount(), openMatchCount: matchCount('open') };

function toTask(row: { task: WatchTaskRow; product: typeof products.$inferSelect; matchCount: number; openMatchCount: number }): WatchTask {
  const { task, product } = row;
  return {
    id: task.id,
    productId: product.id,
    productCode: product.code,
    productName: product.name,
    exteriorName: product.exterior,
    unitsName: product.unit,
    side: task.side,
    price: task.price,
    quantity: task.quantity,
    grade: task.grade,
    looseEdition: task.looseEdition,
    smsNotice: task.smsNotice,
    anonymous: task.anonymous,
    tradeWay: task.tradeWay,
    deliveryMethod: task.deliveryMethod,
    endTime: formatChinaTime(task.endsAt),
    stage: task.stage as WatchStage,
    matchCount: row.matchCount,
    openMatchCount: row.openMatchCount,
    createTime: formatChinaTime(task.createdAt),
  };
}

const mine = (member: Member): SQL => and(eq(watchTasks.userId, member.id), eq(watchTasks.hidden, false))!;

/** GET /api/orderWatching: the member's tasks (not deleted), newest first, optionally of one stage. */
export async function taskPage(db: Db, member: Member, query: WatchListQuery & PageQuery): Promise<Page<WatchTask>> {
  requireElite(member);
  const where = and(mine(member), query.stage ? eq(watchTasks.stage, query.stage) : undefined)!;
  const [counted] = await db.select({ n: count() }).from(watchTasks).where(where);
  const rows = await db
    .select(taskColumns)
    .from(watchTasks)
    .innerJoin(products, eq(products.id, watchTasks.productId))
    .where(where)
    .orderBy(desc(watchTasks.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map(toTask), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** The member's own task (not deleted), or one refusal (404) whether there is none or it is another member's. */
async function ownTask(db: Db, member: Member, id: number): Promise<WatchTask> {
  const [row] = await db
    .select(taskColumns)
    .from(watchTasks)
    .innerJoin(products, eq(products.id, watchTasks.productId))
    .where(and(mine(member), eq(watchTasks.id, id)))
    .limit(1);
  if (!row) throw notFound('watchTaskNotFound');
  return toTask(row);
}

/** A task's matches, newest first: the offer as it is now, and whether a confirmation can take it. */
async function matchRows(db: Db, now: Date, taskId: number, limit: number, offset: number): Promise<WatchMatch[]> {
  const rows = await db
    .select({ match: watchMatches, listing: listings, product: products, publisher: offerPublisher.userName, available: sql<boolean>`${offerMeetsTask(now)}`, take: takeable })
    .from(watchMatches)
    .innerJoin(watchTasks, eq(watchTasks.id, watchMatches.taskId))
    .innerJoin(taskProduct, eq(taskProduct.id, watchTasks.productId))
    .innerJoin(listings, eq(listings.id, watchMatches.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(offerPublisher, eq(offerPublisher.id, listings.publisherId))
    .where(eq(watchMatches.taskId, taskId))
    .orderBy(desc(watchMatches.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ match, listing, product, publisher, available, take }) => {
    const open = match.state === 'open' && available;
    return {
      id: match.id,
      taskId: match.taskId,
      tradeId: listing.id,
      publishType: listing.publishType as 0 | 1,
      publisher,
      productName: product.name,
      exteriorName: product.exterior,
      grade: listing.grade,
      price: listing.price,
      matchedPrice: match.price,
      quantity: open ? take : match.state === 'taken' ? match.quantity : 0,
      available: open,
      state: match.state,
      orderId: match.orderId,
      createTime: formatChinaTime(match.createdAt),
    };
  });
}

/** GET /api/orderWatching/details/{id}, and the answer of every call on a task: the task and its newest 50 matches. */
export async function taskDetail(db: Db, now: Date, member: Member, id: number): Promise<WatchDetail> {
  requireElite(member);
  const task = await ownTask(db, member, id);
  return { task, matches: await matchRows(db, now, id, 50, 0) };
}

/** GET /api/orderWatching/details/list/{id}: the task's matches, paged. */
export async function matchPage(db: Db, now: Date, member: Member, id: number, query: PageQuery): Promise<Page<WatchMatch>> {
  requireElite(member);
  const task = await ownTask(db, member, id);
  return { list: await matchRows(db, now, id, query.pageSize, offsetOf(query)), total: task.matchCount, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** The three switches of a task (spec section 7: looseEdition/{id}, smsNotice/{id}, anonymous/{id}). */
export const watchSwitches = { looseEdition: watchTasks.looseEdition, smsNotice: watchTasks.smsNotice, anonymous: watchTasks.anonymous } as const;
export type WatchSwitch = keyof typeof watchSwitches;

/**
 * Turns a switch of the member's open task over. The version moves too, so a confirmation that read the task before
 * (its anonymity) is refused as changed rather than taking with the old setting.
 */
export async function toggleSwitch(db: Db, clock: Clock, member: Member, id: number, which: WatchSwitch): Promise<WatchDetail> {
  requireElite(member);
  const task = await ownTask(db, member, id);
  if (!isOpenWatchStage(task.stage)) throw badRequest('watchTaskFinished');
  const column = watchSwitches[which];
  const [changed] = await db
    .update(watchTasks)
    .set({ [which]: sql`not ${column}`, version: sql`${watchTasks.version} + 1`, updatedAt: clock() })
    .where(and(eq(watchTasks.id, id), inArray(watchTasks.stage, [...openWatchStages])))
    .returning({ id: watchTasks.id });
  if (!changed) throw badRequest('watchTaskFinished');
  return taskDetail(db, clock(), member, id);
}

/** POST /api/orderWatching/delete/{id}: a finished task leaves the member's list (kept for the books). */
export async function deleteTask(db: Db, member: Member, id: number): Promise<void> {
  requireElite(member);
  const task = await ownTask(db, member, id);
  if (isOpenWatchStage(task.stage)) throw badRequest('watchDeleteOnlyFinished');
  await db
    .update(watchTasks)
    .set({ hidden: true })
    .where(and(eq(watchTasks.id, id), inArray(watchTasks.stage, [...finishedWatchStages])));
}

/** confirm/{id} names a match: its task, when the match is the member's; one refusal (404) for a missing or another's. */
export async function taskOfMatch(db: Db, member: Member, matchId: number): Promise<number> {
  const [row] = await db
    .select({ taskId: watchMatches.taskId })
    .from(watchMatches)
    .innerJoin(watchTasks, eq(watchTasks.id, watchMatches.taskId))
    .where(and(eq(watchMatches.id, matchId), eq(watchTasks.userId, member.id)))
    .limit(1);
  if (!row) throw notFound('watchMatchNotFound');
  return row.taskId;
}

/** The due job: open tasks past their end date are sent `watch.expire` (by system). Answers how many moved. */
export async function expireDueWatchTasks(db: Db, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: watchTasks.id })
    .from(watchTasks)
    .where(and(inArray(watchTasks.stage, [...openWatchStages]), sql`${watchTasks.endsAt} <= ${clock()}`))
    .orderBy(watchTasks.id)
    .limit(500);
  let moved = 0;
  for (const { id } of due) {
    try {
      await sendEvent(watchTaskLifecycle, db, clock, id, { kind: 'system' }, { type: 'watch.expire' });
      moved++;
    } catch (error) {
      // Stopped, confirmed or matched again since it was read: the next run looks again.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

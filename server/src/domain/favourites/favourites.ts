import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BatchSend,
  FavouriteKind,
  FavouriteUser,
  FavouriteVariety,
  collectUserRequest,
  collectVarietyRequest,
  sendBatchMessageRequest,
} from '../../../../src/api/contracts/favourites';
import { messageTypeIds } from '../../../../src/api/contracts/inbox-names';
import type { Db } from '../../db/database';
import { blacklist, favouriteMessages, favourites, favouriteTerms, messages as inbox, users } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import { addMs, chinaDayStart, formatChinaTime, type Clock } from '../clock';
import { levelName } from '../members';
import { randomToken } from '../secrets';
import type { Member } from '../sessions';
import { chargeFeature, featurePrice } from '../wallet/feature-fees';
import { varietyOfCode } from '../catalogue/varieties';
import { favouriteFeeKeys, favouriteSettings, lockFavourites, termMs } from './settings';
import { favouriteNotices } from './favourite-notices';

type FavouriteRow = typeof favourites.$inferSelect;

/** A favourite's term as every list shows it. */
const termOf = (row: FavouriteRow, now: Date, renewBeans: number) => ({
  id: row.id,
  expireTime: formatChinaTime(row.expiresAt),
  expired: row.expiresAt <= now,
  autoRenew: row.autoRenew,
  renewBeans,
  createTime: formatChinaTime(row.createdAt),
});

/** GET /api/collect/variety: my favourite varieties, the latest first (expired ones too: they can be renewed). */
export async function favouriteVarieties(db: Db, now: Date, member: Member): Promise<FavouriteVariety[]> {
  const rows = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.userId, member.id), eq(favourites.kind, 'variety')))
    .orderBy(desc(favourites.id));
  const beans = await featurePrice(db, favouriteFeeKeys.variety);
  return rows.map((row) => ({
    ...termOf(row, now, beans),
    productCode: row.productCode ?? '',
    productName: row.productName ?? '',
  }));
}

/** GET /api/collect/user (every one) and /user/valid/list (only the unexpired): my favourite members, the latest first. */
export async function favouriteUsers(db: Db, now: Date, member: Member, validOnly: boolean): Promise<FavouriteUser[]> {
  const rows = await db
    .select({
      favourite: favourites,
      userName: users.userName,
      level: users.level,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.targetId))
    .where(and(eq(favourites.userId, member.id), eq(favourites.kind, 'user'), validOnly ? gt(favourites.expiresAt, now) : undefined))
    .orderBy(desc(favourites.id));
  const beans = await featurePrice(db, favouriteFeeKeys.user);
  return rows.map(({ favourite, userName, level }) => ({
    ...termOf(favourite, now, beans),
    targetId: favourite.targetId!,
    userName,
    levelId: level,
    vipName: levelName(level),
  }));
}

/** One of my favourites of `kind`, locked for the rest of the transaction; another's or a missing one is not found. */
async function ownFavourite(tx: Db, member: Member, kind: FavouriteKind, id: number): Promise<FavouriteRow> {
  const [row] = await tx
    .select()
    .from(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, member.id), eq(favourites.kind, kind)))
    .for('update');
  if (!row) throw notFound('favouriteNotFound');
  return row;
}

const memo = (row: FavouriteRow, subject: string) => (row.kind === 'variety' ? `收藏品种续期（${subject}）` : `收藏会员续期（${subject}）`);

/**
 * Gives `row` one more term from its end (or from now when it has lapsed), recorded under `key` and paid through the
 * one fee function. Answers false when `key` already gave a term (a retried or concurrent request): nothing again.
 */
async function addTerm(tx: Db, clock: Clock, row: FavouriteRow, subject: string, by: 'member' | 'auto', key: string): Promise<boolean> {
  const now = clock();
  const settings = await favouriteSettings(tx);
  const from = row.expiresAt > now ? row.expiresAt : now;
  const expiresAt = addMs(from, termMs(settings));
  const feeKey = favouriteFeeKeys[row.kind];
  const beans = await featurePrice(tx, feeKey);
  const [term] = await tx
    .insert(favouriteTerms)
    .values({
      favouriteId: row.id,
      userId: row.userId,
      by,
      beans,
      expiresAt,
      idempotencyKey: key,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [favouriteTerms.userId, favouriteTerms.idempotencyKey],
    })
    .returning({ id: favouriteTerms.id });
  if (!term) return false;
  await chargeFeature(tx, clock, row.userId, feeKey, {
    idempotencyKey: `favourite:term:${term.id}`,
    memo: memo(row, subject),
    price: beans,
  });
  await tx.update(favourites).set({ expiresAt }).where(eq(favourites.id, row.id));
  return true;
}

/**
 * Inserts a favourite with its first term (paid like a renewal, so removing and adding again is no cheaper than
 * renewing). Collecting the same thing twice is refused (the partial unique index decides between two at once).
 */
async function collect(
  db: Db,
  clock: Clock,
  member: Member,
  values: Pick<FavouriteRow, 'kind' | 'productCode' | 'productName' | 'targetId'>,
  subject: string,
  key: string,
) {
  return db.transaction(async (tx) => {
    const now = clock();
    const [row] = await tx
      .insert(favourites)
      .values({ ...values, userId: member.id, expiresAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(values.kind === 'variety' ? 'varietyAlreadyCollected' : 'memberAlreadyCollected');
    await addTerm(tx, clock, row, subject, 'member', key);
  });
}

/** POST /api/collect/variety: a catalogue number (any of its forms) the catalogue holds; its name is the catalogue's. */
export async function collectVariety(
  db: Db,
  clock: Clock,
  member: Member,
  request: z.output<typeof collectVarietyRequest>,
  idempotencyKey?: string,
): Promise<void> {
  const product = await varietyOfCode(db, request.productCode);
  await collect(
    db,
    clock,
    member,
    {
      kind: 'variety',
      productCode: product.code,
      productName: product.name,
      targetId: null,
    },
    product.code,
    idempotencyKey ?? randomToken(),
  );
}

/** POST /api/collect/user/add: a member by exact user name; not myself, not a frozen or unknown member. */
export async function collectUser(db: Db, clock: Clock, member: Member, request: z.output<typeof collectUserRequest>, idempotencyKey?: string): Promise<void> {
  const [target] = await db.select({ id: users.id, disabled: users.disabled }).from(users).where(eq(users.userName, request.userName)).limit(1);
  if (!target || target.disabled) throw badRequest('memberNotFound');
  if (target.id === member.id) throw badRequest('cannotCollectSelf');
  await collect(
    db,
    clock,
    member,
    { kind: 'user', productCode: null, productName: null, targetId: target.id },
    request.userName,
    idempotencyKey ?? randomToken(),
  );
}

/** POST .../del/{id}: removes one of my favourites with its terms (the beans they cost stay in the ledger). */
export async function removeFavourite(db: Db, member: Member, kind: FavouriteKind, id: number): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, member.id), eq(favourites.kind, kind)))
    .returning({ id: favourites.id });
  if (removed.length === 0) throw notFound('favouriteNotFound');
}

/** What a favourite is called in the bean log and the notices: the variety's number and name, or the member's name. */
async function subjectOf(tx: Db, row: FavouriteRow): Promise<string> {
  if (row.kind === 'variety') return `${row.productCode} ${row.productName}`;
  const [target] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, row.targetId!));
  return target?.userName ?? '';
}

/**
 * POST .../renew/{id}: one more term of one of my favourites, charged once per idempotency key: the favourite's row
 * is locked first, so renewals of one favourite run one at a time, and a key that already gave a term gives none.
 * Too few beans: beansInsufficient, nothing changes.
 */
export async function renewFavourite(db: Db, clock: Clock, member: Member, kind: FavouriteKind, id: number, idempotencyKey?: string): Promise<void> {
  const key = idempotencyKey ?? randomToken();
  await db.transaction(async (tx) => {
    const row = await ownFavourite(tx, member, kind, id);
    await addTerm(tx, clock, row, await subjectOf(tx, row), 'member', key);
  });
}

/** POST .../autoRenew/{id}: turns automatic renewal of one of my favourites on or off. */
export async function setAutoRenew(db: Db, member: Member, kind: FavouriteKind, id: number, autoRenew: boolean): Promise<void> {
  const changed = await db
    .update(favourites)
    .set({ autoRenew })
    .where(and(eq(favourites.id, id), eq(favourites.userId, member.id), eq(favourites.kind, kind)))
    .returning({ id: favourites.id });
  if (changed.length === 0) throw notFound('favouriteNotFound');
}

/** A favourite member a message or SMS goes to: the member's id, name and phone. */
export interface FavouriteRecipient {
  targetId: number;
  userName: string;
  phone: string;
}

/**
 * The favourite members `ids` names, for a send inside the caller's transaction: all of them mine (else not found,
 * all or nothing, so nobody learns which ids are another's) and unexpired (else favouriteExpired). Answers who may
 * receive it, and how many are skipped: members who blocked me or are frozen receive nothing.
 */
export async function recipientsOf(tx: Db, now: Date, member: Member, ids: readonly number[]): Promise<{ recipients: FavouriteRecipient[]; skipped: number }> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({
      favourite: favourites,
      userName: users.userName,
      phone: users.phone,
      disabled: users.disabled,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.targetId))
    .where(and(eq(favourites.userId, member.id), eq(favourites.kind, 'user'), inArray(favourites.id, unique)))
    .orderBy(asc(favourites.id));
  if (rows.length !== unique.length) throw notFound('favouriteNotFound');
  if (rows.some((r) => r.favourite.expiresAt <= now)) throw badRequest('favouriteExpired');
  const targets = rows.map((r) => r.favourite.targetId!);
  const blockedMe = await tx
    .select({ userId: blacklist.userId })
    .from(blacklist)
    .where(and(inArray(blacklist.userId, targets), eq(blacklist.targetId, member.id)));
  const refused = new Set(blockedMe.map((b) => b.userId));
  const recipients = rows
    .filter((r) => !r.disabled && !refused.has(r.favourite.targetId!))
    .map((r) => ({
      targetId: r.favourite.targetId!,
      userName: r.userName,
      phone: r.phone,
    }));
  return { recipients, skipped: rows.length - recipients.length };
}

/**
 * POST /api/collect/user/sendBatch/message: an inbox message (站内信) from me to chosen favourite members, in one
 * transaction under my favourites lock: the day's count (per recipient, China day) and the messages it allows are
 * read and written one request at a time, so a parallel burst cannot pass the limit. A retried key sends nothing
 * again.
 */
export async function sendBatchMessage(
  db: Db,
  clock: Clock,
  member: Member,
  request: z.output<typeof sendBatchMessageRequest>,
  idempotencyKey?: string,
): Promise<BatchSend> {
  const key = idempotencyKey ?? randomToken();
  return db.transaction(async (tx) => {
    const now = clock();
    await lockFavourites(tx, member.id);
    const sentBefore = await tx
      .select({ id: favouriteMessages.id })
      .from(favouriteMessages)
      .where(and(eq(favouriteMessages.userId, member.id), eq(favouriteMessages.idempotencyKey, key)));
    if (sentBefore.length > 0) return { sent: sentBefore.length, skipped: 0, beans: 0 };
    const { recipients, skipped } = await recipientsOf(tx, now, member, request.ids);
    const settings = await favouriteSettings(tx);
    const [today] = await tx
      .select({ n: sql<number>`count(*)::integer` })
      .from(favouriteMessages)
      .where(and(eq(favouriteMessages.userId, member.id), gte(favouriteMessages.createdAt, chinaDayStart(now))));
    if ((today?.n ?? 0) + recipients.length > settings.messagesPerDay) throw badRequest('favouriteMessagesPerDay');
    if (recipients.length > 0) {
      await tx.insert(favouriteMessages).values(
        recipients.map((r) => ({
          userId: member.id,
          targetId: r.targetId,
          idempotencyKey: key,
          createdAt: now,
        })),
      );
      const notice = favouriteNotices.memberMessage(member.userName, request.content);
      await tx.insert(inbox).values(
        recipients.map((r) => ({
          userId: r.targetId,
          type: messageTypeIds.system,
          ...notice,
          createdAt: now,
        })),
      );
    }
    return { sent: recipients.length, skipped, beans: 0 };
  });
}

/**
 * The due job of favourites with automatic renewal (server/src/jobs/due-jobs.ts): each one whose term has ended gets
 * one more, charged through the one fee function, each in its own transaction. The term's key is the favourite and
 * the end it renews, so a run that is repeated (or two servers at once) charges it once. Too few beans: the favourite
 * lapses, its automatic renewal is turned off, and the member is told in an inbox notice.
 */
export async function runDueFavouriteRenewals(db: Db, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.autoRenew, true), lte(favourites.expiresAt, clock())))
    .orderBy(asc(favourites.expiresAt))
    .limit(500);
  let moved = 0;
  for (const { id } of due) {
    try {
      moved += await db.transaction(async (tx) => {
        const [row] = await tx.select().from(favourites).where(eq(favourites.id, id)).for('update');
        if (!row || !row.autoRenew || row.expiresAt > clock()) return 0;
        const subject = await subjectOf(tx, row);
        if (!(await addTerm(tx, clock, row, subject, 'auto', `auto:${row.id}:${row.expiresAt.toISOString()}`))) return 0;
        await tx.insert(inbox).values({
          userId: row.userId,
          type: messageTypeIds.system,
          ...favouriteNotices.renewed(row.kind, subject),
          createdAt: clock(),
        });
        return 1;
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.messageKey === 'beansInsufficient')) throw error;
      moved += await lapse(db, clock, id);
    }
  }
  return moved;
}

/** An automatic renewal the beans could not pay: renewal off, the member told (once: it is off afterwards). */
async function lapse(db: Db, clock: Clock, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(favourites)
      .set({ autoRenew: false })
      .where(and(eq(favourites.id, id), eq(favourites.autoRenew, true), lte(favourites.expiresAt, clock())))
      .returning();
    if (!row) return 0;
    await tx.insert(inbox).values({
      userId: row.userId,
      type: messageTypeIds.system,
      ...favouriteNotices.lapsed(row.kind, await subjectOf(tx, row)),
      createdAt: clock(),
    });
    return 1;
  });
}

import { and, count, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { maskPhone } from '../../../../src/api/contracts/display';
import type { BatchSend } from '../../../../src/api/contracts/favourites';
import type { SmsRecord, smsRecordPageQuery, smsSendRequest } from '../../../../src/api/contracts/sms-records';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { blacklist, smsRecords, users } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { ApiCode } from '../../../../src/api/contracts/envelope';
import { memberSmsText, type SmsProvider } from '../../providers/sms';
import { chinaDayStart, formatChinaTime, minutes, type Clock } from '../clock';
import { recipientsOf } from '../favourites/favourites';
import { favouriteFeeKeys, favouriteSettings, lockFavourites } from '../favourites/settings';
import type { LimitStore } from '../limits/limit-store';
import { offsetOf } from '../paging';
import { randomToken } from '../secrets';
import type { Member } from '../sessions';
import { chargeFeature, featurePrice } from '../wallet/feature-fees';

type SmsRecordRow = typeof smsRecords.$inferSelect;

/** A text I sent that is still pending this long after it was recorded was lost with its server: it may be resent. */
const lostAfterMs = minutes(5);
/** One resend per member per minute (spec section 4's SMS countdown is 59 s). */
const resendGapMs = 60_000;

/**
 * Whether smsRecord/resend/{id} may send a record again: never a verification code; a text the platform sent me once
 * it was tried; a text I sent to a favourite member only when it failed (or was lost), since I paid for one text.
 */
export function isResendable(row: SmsRecordRow, now: Date): boolean {
  if (row.kind === 'code') return false;
  if (row.direction === 'received') return row.state !== 'pending';
  return row.state === 'failed' || (row.state === 'pending' && now.getTime() - row.createdAt.getTime() > lostAfterMs);
}

/** GET /api/message/user/smsRecord/page: my records, newest first, the phone masked; deleted ones are not shown. */
export async function smsRecordPage(db: Db, now: Date, member: Member, query: z.output<typeof smsRecordPageQuery>): Promise<Page<SmsRecord>> {
  const parts: SQL[] = [eq(smsRecords.userId, member.id), isNull(smsRecords.deletedAt)];
  if (query.direction) parts.push(eq(smsRecords.direction, query.direction));
  const where = and(...parts)!;
  const target = alias(users, 'target');
  const [counted] = await db.select({ n: count() }).from(smsRecords).where(where);
  const rows = await db
    .select({ record: smsRecords, userName: target.userName })
    .from(smsRecords)
    .leftJoin(target, eq(target.id, smsRecords.targetId))
    .where(where)
    .orderBy(desc(smsRecords.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    list: rows.map(({ record: r, userName }) => ({
      id: r.id,
      direction: r.direction,
      kind: r.kind,
      phone: maskPhone(r.phone),
      userName: userName ?? null,
      content: r.content,
      state: r.state,
      beans: r.beans,
      resendable: isResendable(r, now),
      createTime: formatChinaTime(r.createdAt),
    })),
    total: counted?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** One of my records that is not deleted; another's, a deleted or a missing one is not found. */
async function ownRecord(db: Db, member: Member, id: number): Promise<SmsRecordRow> {
  const [row] = await db
    .select()
    .from(smsRecords)
    .where(and(eq(smsRecords.id, id), eq(smsRecords.userId, member.id), isNull(smsRecords.deletedAt)))
    .limit(1);
  if (!row) throw notFound('smsRecordNotFound');
  return row;
}

/** POST /api/message/user/smsRecord/del/{id}: hides one of my records from me (the per-day limit still counts it). */
export async function deleteSmsRecord(db: Db, clock: Clock, member: Member, id: number): Promise<void> {
  const hidden = await db
    .update(smsRecords)
    .set({ deletedAt: clock() })
    .where(and(eq(smsRecords.id, id), eq(smsRecords.userId, member.id), isNull(smsRecords.deletedAt)))
    .returning({ id: smsRecords.id });
  if (hidden.length === 0) throw notFound('smsRecordNotFound');
}

/** Sends one text I paid for to a favourite member and marks its record sent or failed (a provider's failure is kept, not thrown). */
async function deliver(db: Db, sms: SmsProvider, recordId: number, phone: string, text: string): Promise<void> {
  let state: 'sent' | 'failed' = 'sent';
  try {
    await sms.send(phone, text);
  } catch {
    state = 'failed';
  }
  await db.update(smsRecords).set({ state }).where(eq(smsRecords.id, recordId));
}

/**
 * POST /api/message/user/smsRecord/resend/{id}: sends one of my resendable records again, at most once a minute per
 * member. A text the platform sent me goes to my phone as it is now bound (and is recorded again, as every text to a
 * member is); a failed text I sent goes to the favourite member again without a second fee, unless they have
 * blocked me or are frozen since.
 */
export async function resendSmsRecord(db: Db, clock: Clock, sms: SmsProvider, limits: LimitStore, member: Member, id: number): Promise<void> {
  const row = await ownRecord(db, member, id);
  if (!isResendable(row, clock())) throw badRequest('smsNotResendable');
  if (!(await limits.claim(`smsrecord:resend:${member.id}`, resendGapMs))) throw new ApiError(ApiCode.tooManyRequests, 'smsTooSoon');
  await db.update(smsRecords).set({ resentAt: clock() }).where(eq(smsRecords.id, row.id));
  if (row.direction === 'received') {
    await sms.send(member.phone, row.content);
    return;
  }
  const [target] = await db
    .select({
      phone: users.phone,
      disabled: users.disabled,
      blocked: sql<boolean>`exists (select 1 from ${blacklist} where ${blacklist.userId} = ${users.id} and ${blacklist.targetId} = ${member.id})`,
    })
    .from(users)
    .where(eq(users.id, row.targetId!));
  if (!target || target.disabled || target.blocked) throw badRequest('smsNotResendable');
  await db.update(smsRecords).set({ state: 'pending', phone: target.phone }).where(eq(smsRecords.id, row.id));
  await deliver(db, sms, row.id, target.phone, row.content);
}

/**
 * POST /api/message/user/smsRecord/send: a text to chosen favourite members. In one transaction under my favourites
 * lock (so a parallel burst cannot pass the day's limit, nor the beans): the recipients (mine, unexpired; who blocked
 * me or is frozen receives nothing and costs nothing), the day's count per recipient (China day, deleted records
 * included), and per text a record and the system config's fee through the one fee function. The texts go out after
 * the commit, each record then marked sent or failed (a failed one may be resent without a second fee). A retried key
 * answers what it sent and sends nothing again.
 */
export async function sendSmsToFavourites(
  db: Db,
  clock: Clock,
  sms: SmsProvider,
  member: Member,
  request: z.output<typeof smsSendRequest>,
  idempotencyKey?: string,
): Promise<BatchSend> {
  const key = idempotencyKey ?? randomToken();
  const text = memberSmsText(member.userName, request.content);
  const outcome = await db.transaction(async (tx) => {
    const now = clock();
    await lockFavourites(tx, member.id);
    const sentBefore = await tx
      .select({ beans: smsRecords.beans })
      .from(smsRecords)
      .where(and(eq(smsRecords.userId, member.id), eq(smsRecords.direction, 'sent'), eq(smsRecords.idempotencyKey, key)));
    if (sentBefore.length > 0)
      return {
        sent: sentBefore.length,
        skipped: 0,
        beans: sentBefore.reduce((sum, r) => sum + r.beans, 0),
        queued: [],
      };
    const { recipients, skipped } = await recipientsOf(tx, now, member, request.ids);
    const settings = await favouriteSettings(tx);
    const [today] = await tx
      .select({ n: count() })
      .from(smsRecords)
      .where(and(eq(smsRecords.userId, member.id), eq(smsRecords.direction, 'sent'), gte(smsRecords.createdAt, chinaDayStart(now))));
    if ((today?.n ?? 0) + recipients.length > settings.smsPerDay) throw badRequest('smsPerDayReached');
    const price = await featurePrice(tx, favouriteFeeKeys.sms);
    const queued: Array<{ id: number; phone: string }> = [];
    for (const r of recipients) {
      const [record] = await tx
        .insert(smsRecords)
        .values({
          userId: member.id,
          direction: 'sent',
          kind: 'member',
          phone: r.phone,
          targetId: r.targetId,
          content: text,
          state: 'pending',
          beans: price,
          idempotencyKey: key,
          createdAt: now,
        })
        .returning({ id: smsRecords.id });
      await chargeFeature(tx, clock, member.id, favouriteFeeKeys.sms, {
        idempotencyKey: `sms:record:${record!.id}`,
        memo: `短信通知收藏会员（${r.userName}）`,
        price,
      });
      queued.push({ id: record!.id, phone: r.phone });
    }
    return {
      sent: recipients.length,
      skipped,
      beans: price * recipients.length,
      queued,
    };
  });
  await Promise.all(outcome.queued.map((q) => deliver(db, sms, q.id, q.phone, text)));
  return { sent: outcome.sent, skipped: outcome.skipped, beans: outcome.beans };
}

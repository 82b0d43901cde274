import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { complaintDecideRequest, complaintPublishRequest } from '../../../../src/api/contracts/complaints';
import { complaintStateNames, punishmentKindNames } from '../../../../src/api/contracts/content-names';
import { messageTypeIds } from '../../../../src/api/contracts/inbox';
import type { Db } from '../../db/database';
import { complaints, orders, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import type { Clock } from '../clock';
import { namesOf } from '../members';
import { deliverNotice, type Notice } from '../notices';
import { memberByRef } from '../punishments/member-ref';
import { issuePunishment } from '../punishments/punishments';
import { periodText, type PunishmentRow } from '../punishments/standing';
import type { Member } from '../sessions';
import { anonymousName, orderRows } from '../trade/order-view';
import { ownPhotos } from '../uploads';

type PublishBody = z.output<typeof complaintPublishRequest>;
type DecideBody = z.output<typeof complaintDecideRequest>;
export type ComplaintRow = typeof complaints.$inferSelect;

/** Who a complaint is about: the other party of the complainant's order, or the member the form names. */
async function respondentOf(db: Db, member: Member, body: PublishBody): Promise<{ respondentId: number; orderId: number | null }> {
  if (body.kind === 'trade') {
    const [row] = await orderRows(db, eq(orders.id, body.orderId)).limit(1);
    const order = row?.order;
    // Someone else's order answers as a missing one (docs/adr/0006).
    if (!order || (order.buyerId !== member.id && order.sellerId !== member.id)) throw notFound('notOrderParty');
    return { respondentId: order.buyerId === member.id ? order.sellerId : order.buyerId, orderId: order.id };
  }
  const respondentId = await memberByRef(db, body.respondentId, body.respondentName, 'chooseRespondent');
  if (respondentId === member.id) throw badRequest('cannotComplainSelf');
  return { respondentId, orderId: null };
}

/**
 * POST /api/leaveMessage/complaint/publish. One pending complaint per complainant and respondent (and order, for a
 * trade): the complainant's row is locked while checking, so a double click files it once.
 */
export async function publishComplaint(db: Db, clock: Clock, member: Member, body: PublishBody): Promise<number> {
  const { respondentId, orderId } = await respondentOf(db, member, body);
  const photos = await ownPhotos(db, member, body.photos, 'complaint');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const [open] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          eq(complaints.complainantId, member.id),
          eq(complaints.respondentId, respondentId),
          eq(complaints.kind, body.kind),
          orderId === null ? isNull(complaints.orderId) : eq(complaints.orderId, orderId),
          eq(complaints.state, 'pending'),
        ),
      )
      .limit(1);
    if (open) throw conflict('complaintDuplicate');
    const [row] = await tx
      .insert(complaints)
      .values({
        complainantId: member.id,
        kind: body.kind,
        respondentId,
        orderId,
        title: body.title,
        content: body.content,
        photos,
        createdAt: clock(),
      })
      .returning({ id: complaints.id });
    return row!.id;
  });
}

/**
 * POST /api/leaveMessage/del: the author withdraws their pending complaint; it stays, marked withdrawn, out of the
 * public column. Another member's complaint answers as a missing one; a decided one cannot be withdrawn.
 */
export async function withdrawComplaint(db: Db, member: Member, id: number): Promise<void> {
  const [done] = await db
    .update(complaints)
    .set({ state: 'withdrawn' })
    .where(and(eq(complaints.id, id), eq(complaints.complainantId, member.id), eq(complaints.state, 'pending')))
    .returning({ id: complaints.id });
  if (done) return;
  const [own] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.id, id), eq(complaints.complainantId, member.id)));
  throw own ? badRequest('complaintNotPending') : notFound('complaintNotFound');
}

/** What the decision tells the complainant and the respondent (站内信), in the decision's transaction. */
function decisionNotices(row: ComplaintRow, respondentShown: string, punishment: PunishmentRow | null): Notice[] {
  const result = complaintStateNames[row.state];
  const told: Notice[] = [
    {
      userId: row.complainantId,
      type: messageTypeIds.system,
      title: `投诉处理结果：${result}`,
      content: `您对${respondentShown}的投诉「${row.title}」已处理：${result}。处理说明：${row.decision}`,
    },
  ];
  if (row.respondentId !== null) {
    const punished = punishment ? `平台对您处以${punishmentKindNames[punishment.kind]}，期限${periodText(punishment)}。` : '';
    told.push({
      userId: row.respondentId,
      type: messageTypeIds.system,
      title: `您被投诉的「${row.title}」已处理`,
      content: `针对您的投诉「${row.title}」已处理：${result}。处理说明：${row.decision}${punished ? `\n${punished}如有异议请联系平台客服。` : ''}`,
    });
  }
  return told;
}

/**
 * POST /api/operator/complaint/decide: upheld or dismissed, with the decision text, once. One conditional update
 * (state still pending) decides it, so of two staff deciding together one wins and the other is told it was decided;
 * the punishment, if any, and both parties' messages go in the same transaction. Staff never decide a complaint they
 * are a party to.
 */
export async function decideComplaint(db: Db, clock: Clock, staff: Member, body: DecideBody): Promise<void> {
  const now = clock();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ state: body.result, decision: body.decision, decidedBy: staff.id, decidedAt: now })
      .where(and(eq(complaints.id, body.id), eq(complaints.state, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, body.id));
      throw exists ? conflict('complaintAlreadyDecided') : notFound('complaintNotFound');
    }
    if (row.complainantId === staff.id || row.respondentId === staff.id) throw badRequest('cannotDecideOwnComplaint');
    const punishment =
      body.punishment && row.respondentId !== null ? await issuePunishment(tx, now, staff, row.respondentId, body.punishment, row.id) : null;
    for (const notice of decisionNotices(row, await respondentShownTo(tx, row), punishment)) await deliverNotice(tx, notice, now);
  });
}

/** The respondent as the complainant knows them: by name, or 匿名用户 when they took the complainant's offer anonymously. */
async function respondentShownTo(tx: Db, row: ComplaintRow): Promise<string> {
  if (row.respondentId === null) return '平台';
  if (row.orderId !== null) {
    const [order] = await orderRows(tx, eq(orders.id, row.orderId)).limit(1);
    if (order?.order.anonymous && order.publisherId === row.complainantId) return anonymousName;
  }
  return (await namesOf(tx, [row.respondentId])).get(row.respondentId) ?? '';
}

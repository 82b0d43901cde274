import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maskIdNumber,
  photoFields,
  type AuthenticationEventView,
  type AuthenticationInfo,
  type AuthenticationQueueItem,
  type authenticationQueueQuery,
  type AuthenticationReview,
  type AuthenticationRole,
  type AuthenticationStage,
} from '../../../../src/api/contracts/authentication';
import { uploadUrl } from '../../../../src/api/contracts/profile';
import type { Page } from '../../../../src/api/contracts/trade';
import { authenticationMachine, authenticationSnapshots } from '../../../../src/machines/authentication.machine';
import { eventLabelOf } from '../../../../src/machines/lifecycle';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { authApplicationEvents, authApplications, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime } from '../clock';
import { isAuthenticated } from '../members';
import { offsetOf } from '../paging';
import type { AuthApplicationRow } from './applications';
import { applicationOf } from './applications';

const stateNameOf = (row: AuthApplicationRow) => stateLabel(authenticationSnapshots.resolve(row.stateValue, row.context));
const rejectReasonOf = (row: AuthApplicationRow) => (row.context.rejectReason as string | null | undefined) ?? null;
const textPapers = (row: AuthApplicationRow) =>
  Object.fromEntries(Object.entries(row.papers).filter(([field, value]) => typeof value === 'string' && !field.endsWith('Key'))) as Record<string, string>;

async function eventViews(db: Db, applicationId: number): Promise<AuthenticationEventView[]> {
  const rows = await db.select().from(authApplicationEvents).where(eq(authApplicationEvents.applicationId, applicationId)).orderBy(asc(authApplicationEvents.id));
  return rows.map((r) => ({
    event: r.event,
    label: eventLabelOf(authenticationMachine, r.event),
    role: r.role as AuthenticationRole,
    time: formatChinaTime(r.createdAt),
    reason: typeof r.payload.reason === 'string' ? r.payload.reason.trim() : null,
  }));
}

/** GET /api/user/authenticationInfo: the member's own application, the id number masked and no picture keys. */
export async function authenticationInfo(db: Db, userId: number): Promise<AuthenticationInfo> {
  const [member] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const row = await applicationOf(db, userId);
  const authenticated = isAuthenticated(member!);
  const base = { authenticated, authType: authenticated ? member!.authType : ('none' as const) };
  if (!row) return { ...base, application: null };
  const papers = textPapers(row);
  if (papers.idNumber) papers.idNumber = maskIdNumber(papers.idNumber);
  return {
    ...base,
    application: {
      id: row.id,
      kind: row.kind,
      stateValue: row.stateValue as AuthenticationStage,
      context: row.context,
      stage: row.stage as AuthenticationStage,
      stateName: stateNameOf(row),
      papers,
      rejectReason: rejectReasonOf(row),
      updateTime: formatChinaTime(row.updatedAt),
      events: await eventViews(db, row.id),
    },
  };
}

/**
 * When the papers on file were last handed to staff (auth.submit or auth.resubmit): the application's update time
 * moves with every decision, so after 通过 it is the approval's time and cannot stand for the submission (issue 25).
 */
const submittedAt = sql<Date | null>`(select max(${authApplicationEvents.createdAt}) from ${authApplicationEvents}
  where ${authApplicationEvents.applicationId} = ${authApplications.id} and ${authApplicationEvents.event} in ('auth.submit', 'auth.resubmit'))`.mapWith(
  authApplicationEvents.createdAt,
);

const queueItem = (row: AuthApplicationRow, userName: string, submitted: Date | null): AuthenticationQueueItem => ({
  id: row.id,
  userId: row.userId,
  userName,
  kind: row.kind,
  stage: row.stage as AuthenticationStage,
  stateName: stateNameOf(row),
  submitTime: submitted ? formatChinaTime(submitted) : null,
  updateTime: formatChinaTime(row.updatedAt),
});

/** GET /api/operator/authentication/page: what waits for review first, the longest waiting first; then the rest. */
export async function authenticationQueue(db: Db, query: z.output<typeof authenticationQueueQuery>): Promise<Page<AuthenticationQueueItem>> {
  const where = query.stage ? eq(authApplications.stage, query.stage) : undefined;
  const [counted] = await db.select({ n: count() }).from(authApplications).where(where);
  const rows = await db
    .select({ row: authApplications, userName: users.userName, submitted: submittedAt })
    .from(authApplications)
    .innerJoin(users, eq(users.id, authApplications.userId))
    .where(where)
    .orderBy(desc(sql`${authApplications.stage} = 'submitted'`), asc(authApplications.updatedAt), asc(authApplications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map((r) => queueItem(r.row, r.userName, r.submitted)), total: counted?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** GET /api/operator/authentication/{id}: the papers in full and the pictures, for staff only. */
export async function authenticationReview(db: Db, id: number): Promise<AuthenticationReview> {
  const [found] = await db
    .select({ row: authApplications, userName: users.userName, level: users.level, submitted: submittedAt })
    .from(authApplications)
    .innerJoin(users, eq(users.id, authApplications.userId))
    .where(eq(authApplications.id, id))
    .limit(1);
  if (!found) throw notFound('authApplicationNotFound');
  const { row } = found;
  const papers = row.papers as Record<string, unknown>;
  const photos = photoFields[row.kind].flatMap(([field, label]) =>
    typeof papers[field] === 'string' ? [{ label, url: uploadUrl(papers[field], true) }] : [],
  );
  return {
    ...queueItem(row, found.userName, found.submitted),
    stateValue: row.stateValue as AuthenticationStage,
    context: row.context,
    level: found.level,
    papers: textPapers(row),
    photos,
    rejectReason: rejectReasonOf(row),
    events: await eventViews(db, row.id),
    version: row.version,
  };
}

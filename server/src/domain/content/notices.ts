import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NoticeDetail, NoticeItem, noticeRequest } from '../../../../src/api/contracts/content';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { announcements } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import type { PageQuery } from '../paging';
import { offsetOf } from '../paging';
import type { Member } from '../sessions';
import { storedBody } from './article-body';

/*
 * 公告 (spec section 7: /api/anon/notice/page and detail; the announcements table): the platform's notices to everyone,
 * pinned ones first; staff add, edit, pin and delete them.
 */

type NoticeFields = z.output<typeof noticeRequest>;

const listColumns = { id: announcements.id, title: announcements.title, pinned: announcements.pinned, publishedAt: announcements.publishedAt };
const itemOf = ({ publishedAt, ...row }: { id: number; title: string; pinned: boolean; publishedAt: Date }): NoticeItem => ({
  ...row,
  publishTime: formatChinaTime(publishedAt),
});

/** GET /api/anon/notice/page: pinned first, then newest first. */
export async function noticePage(db: Db, page: PageQuery): Promise<Page<NoticeItem>> {
  const rows = await db
    .select(listColumns)
    .from(announcements)
    .orderBy(desc(announcements.pinned), desc(announcements.publishedAt), desc(announcements.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [counted] = await db.select({ n: count() }).from(announcements);
  return { list: rows.map(itemOf), total: counted!.n, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** GET /api/anon/notice/detail?noticeId */
export async function noticeDetail(db: Db, id: number): Promise<NoticeDetail> {
  const [row] = await db
    .select({ ...listColumns, body: announcements.body })
    .from(announcements)
    .where(eq(announcements.id, id));
  if (!row) throw notFound('noticeNotFound');
  const { body, ...item } = row;
  return { ...itemOf(item), content: body };
}

/** POST /api/operator/notice/add: published at once. */
export async function addNotice(db: Db, clock: Clock, staff: Member, fields: NoticeFields): Promise<NoticeDetail> {
  const now = clock();
  const [row] = await db
    .insert(announcements)
    .values({ title: fields.title, body: storedBody(fields.content), pinned: fields.pinned, authorId: staff.id, publishedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: announcements.id });
  return noticeDetail(db, row!.id);
}

/** POST /api/operator/notice/edit/{id}: its publish time stays. */
export async function editNotice(db: Db, clock: Clock, id: number, fields: NoticeFields): Promise<NoticeDetail> {
  const [row] = await db
    .update(announcements)
    .set({ title: fields.title, body: storedBody(fields.content), pinned: fields.pinned, updatedAt: clock() })
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (!row) throw notFound('noticeNotFound');
  return noticeDetail(db, id);
}

/** POST /api/operator/notice/pin/{id} */
export async function pinNotice(db: Db, clock: Clock, id: number, pinned: boolean): Promise<NoticeDetail> {
  const [row] = await db.update(announcements).set({ pinned, updatedAt: clock() }).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!row) throw notFound('noticeNotFound');
  return noticeDetail(db, id);
}

/** POST /api/operator/notice/del/{id} */
export async function deleteNotice(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!row) throw notFound('noticeNotFound');
}

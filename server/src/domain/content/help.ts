import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { helpSections, type HelpDetail, type HelpItem, type helpRequest, type HelpSection, type HelpSectionList } from '../../../../src/api/contracts/content';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { helpArticles } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import { offsetOf, type PageQuery } from '../paging';
import type { Member } from '../sessions';
import { storedBody } from './article-body';

/*
 * 帮助中心 (spec section 7: /api/anon/helpCenter/list, page, detail/{id}): articles in the sections of helpSections,
 * each section in its own sort order; staff add, edit and delete them.
 */

type HelpFields = z.output<typeof helpRequest>;

const listColumns = {
  id: helpArticles.id,
  section: helpArticles.section,
  title: helpArticles.title,
  sort: helpArticles.sort,
  updatedAt: helpArticles.updatedAt,
};
const itemOf = ({ updatedAt, section, ...row }: { id: number; section: string; title: string; sort: number; updatedAt: Date }): HelpItem => ({
  ...row,
  section: section as HelpSection,
  updateTime: formatChinaTime(updatedAt),
});

/** The sections in helpSections' order, each by its sort order (ties: the older article first). */
const helpOrder = [
  sql`array_position(array[${sql.join(
    helpSections.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${helpArticles.section})`,
  asc(helpArticles.sort),
  asc(helpArticles.id),
];

/** GET /api/anon/helpCenter/list: the sections that have articles, with their articles' titles. */
export async function helpList(db: Db): Promise<HelpSectionList[]> {
  const rows = await db
    .select({ id: helpArticles.id, section: helpArticles.section, title: helpArticles.title })
    .from(helpArticles)
    .orderBy(...helpOrder);
  return helpSections.flatMap((section) => {
    const articles = rows.filter((r) => r.section === section).map(({ id, title }) => ({ id, title }));
    return articles.length > 0 ? [{ section, articles }] : [];
  });
}

/** GET /api/anon/helpCenter/page */
export async function helpPage(db: Db, page: PageQuery): Promise<Page<HelpItem>> {
  const rows = await db
    .select(listColumns)
    .from(helpArticles)
    .orderBy(...helpOrder)
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [counted] = await db.select({ n: count() }).from(helpArticles);
  return { list: rows.map(itemOf), total: counted!.n, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** GET /api/anon/helpCenter/detail/{id} */
export async function helpDetail(db: Db, id: number): Promise<HelpDetail> {
  const [row] = await db
    .select({ ...listColumns, body: helpArticles.body })
    .from(helpArticles)
    .where(eq(helpArticles.id, id));
  if (!row) throw notFound('helpArticleNotFound');
  const { body, ...item } = row;
  return { ...itemOf(item), content: body };
}

const stored = (fields: HelpFields) => ({ section: fields.section, title: fields.title, sort: fields.sort, body: storedBody(fields.content) });

/** POST /api/operator/help/add */
export async function addHelp(db: Db, clock: Clock, staff: Member, fields: HelpFields): Promise<HelpDetail> {
  const now = clock();
  const [row] = await db
    .insert(helpArticles)
    .values({ ...stored(fields), authorId: staff.id, createdAt: now, updatedAt: now })
    .returning({ id: helpArticles.id });
  return helpDetail(db, row!.id);
}

/** POST /api/operator/help/edit/{id} */
export async function editHelp(db: Db, clock: Clock, id: number, fields: HelpFields): Promise<HelpDetail> {
  const [row] = await db
    .update(helpArticles)
    .set({ ...stored(fields), updatedAt: clock() })
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  if (!row) throw notFound('helpArticleNotFound');
  return helpDetail(db, id);
}

/** POST /api/operator/help/del/{id} */
export async function deleteHelp(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id });
  if (!row) throw notFound('helpArticleNotFound');
}

import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewsCategory, NewsDetail, NewsForm, NewsItem, newsPageQuery, newsRequest } from '../../../../src/api/contracts/content';
import { uploadUrl } from '../../../../src/api/contracts/profile';
import type { Page } from '../../../../src/api/contracts/trade';
import type { Db } from '../../db/database';
import { news, newsCategories, uploads } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { formatChinaTime, type Clock } from '../clock';
import { offsetOf } from '../paging';
import type { Member } from '../sessions';
import { storedBody, summaryOf } from './article-body';

/*
 * 资讯 (spec section 7, "Content"; issue 15): the columns, a column's pages newest first, the most read of the month,
 * and one item with its neighbours; staff's add, edit and delete. Visitors read all of it.
 */

type NewsPageQuery = z.output<typeof newsPageQuery>;
type NewsFields = z.output<typeof newsRequest>;

/** What a list shows of an item: everything but its body. */
const listColumns = {
  id: news.id,
  typeId: news.categoryId,
  typeName: newsCategories.name,
  title: news.title,
  summary: news.summary,
  source: news.source,
  coverKey: news.coverKey,
  views: news.views,
  publishedAt: news.publishedAt,
};
interface ListRow {
  id: number;
  typeId: number;
  typeName: string;
  title: string;
  summary: string;
  source: string;
  coverKey: string | null;
  views: number;
  publishedAt: Date;
}

const itemOf = ({ coverKey, publishedAt, ...row }: ListRow): NewsItem => ({
  ...row,
  coverUrl: coverKey ? uploadUrl(coverKey) : null,
  publishTime: formatChinaTime(publishedAt),
});

const listed = (db: Db) => db.select(listColumns).from(news).innerJoin(newsCategories, eq(newsCategories.id, news.categoryId));
const newestFirst = [desc(news.publishedAt), desc(news.id)];

/** GET /api/news/categories */
export async function newsCategoryList(db: Db): Promise<NewsCategory[]> {
  return db.select({ id: newsCategories.id, name: newsCategories.name }).from(newsCategories).orderBy(asc(newsCategories.sort), asc(newsCategories.id));
}

/** GET /api/news: one column (typeId) or all, newest first. An unknown column is an empty page. */
export async function newsPage(db: Db, query: NewsPageQuery): Promise<Page<NewsItem>> {
  const where = query.typeId === undefined ? undefined : eq(news.categoryId, query.typeId);
  const rows = await listed(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [counted] = await db.select({ n: count() }).from(news).where(where);
  return { list: rows.map(itemOf), total: counted!.n, pageNo: query.pageNo, pageSize: query.pageSize };
}

export const hotNewsCount = 10;
export const hotNewsDays = 30;

/** GET /api/news/hot: the most read of the last 30 days (the newest first among equals); fewer when there are fewer. */
export async function hotNews(db: Db, clock: Clock): Promise<NewsItem[]> {
  const since = new Date(clock().getTime() - hotNewsDays * 86_400_000);
  const rows = await listed(db)
    .where(gte(news.publishedAt, since))
    .orderBy(desc(news.views), ...newestFirst)
    .limit(hotNewsCount);
  return rows.map(itemOf);
}

/** The row a neighbour is: its id and title. */
async function neighbour(db: Db, categoryId: number, where: SQL | undefined, order: SQL[]) {
  const [row] = await db
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(and(eq(news.categoryId, categoryId), where))
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/news/details?id: the item, its view counted. Its neighbours in its column, in the list's order (newest
 * first): 上一篇 (previous) is the one listed just above it, the next newer; 下一篇 (next) the next older.
 */
export async function readNews(db: Db, id: number): Promise<NewsDetail> {
  const [counted] = await db
    .update(news)
    .set({ views: sql`${news.views} + 1` })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  if (!counted) throw notFound('newsNotFound');
  const [row] = await db
    .select({ ...listColumns, body: news.body })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(eq(news.id, id));
  const { body, ...item } = row!;
  const at = item.publishedAt;
  const newer = or(gt(news.publishedAt, at), and(eq(news.publishedAt, at), gt(news.id, id)));
  const older = or(lt(news.publishedAt, at), and(eq(news.publishedAt, at), lt(news.id, id)));
  return {
    ...itemOf(item),
    content: body,
    previous: await neighbour(db, item.typeId, newer, [asc(news.publishedAt), asc(news.id)]),
    next: await neighbour(db, item.typeId, older, newestFirst),
  };
}

/** GET /api/operator/news/{id}: the stored item for the editor; no view is counted. */
export async function newsForm(db: Db, id: number): Promise<NewsForm> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound('newsNotFound');
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    summary: row.summary,
    source: row.source,
    coverKey: row.coverKey,
    coverUrl: row.coverKey ? uploadUrl(row.coverKey) : null,
    content: row.body,
    views: row.views,
    publishTime: formatChinaTime(row.publishedAt),
  };
}

/** The fields as stored: a column that exists, a cover that is a public picture of ours, the body sanitised. */
async function storedFields(db: Db, fields: NewsFields) {
  const [category] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, fields.categoryId));
  if (!category) throw badRequest('chooseNewsCategory');
  if (fields.coverKey !== null) {
    // Any staff member's product picture will do: another one may edit the item and keep its cover.
    const [cover] = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(eq(uploads.key, fields.coverKey), eq(uploads.kind, 'product')));
    if (!cover) throw notFound('newsCoverNotFound');
  }
  const body = storedBody(fields.content);
  return {
    categoryId: fields.categoryId,
    title: fields.title,
    summary: summaryOf(fields.summary, body),
    source: fields.source,
    coverKey: fields.coverKey,
    body,
  };
}

/** POST /api/operator/news/add: published at once, by the staff member. */
export async function addNews(db: Db, clock: Clock, staff: Member, fields: NewsFields): Promise<NewsForm> {
  const now = clock();
  const [row] = await db
    .insert(news)
    .values({ ...(await storedFields(db, fields)), authorId: staff.id, publishedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: news.id });
  return newsForm(db, row!.id);
}

/** POST /api/operator/news/edit/{id}: its publish time and views stay. */
export async function editNews(db: Db, clock: Clock, id: number, fields: NewsFields): Promise<NewsForm> {
  const [row] = await db
    .update(news)
    .set({ ...(await storedFields(db, fields)), updatedAt: clock() })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  if (!row) throw notFound('newsNotFound');
  return newsForm(db, id);
}

/** POST /api/operator/news/del/{id}: gone from every list and page. */
export async function deleteNews(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!row) throw notFound('newsNotFound');
}

import { addMs, formatChinaDate, type Clock } from '../domain/clock';
import { sanitizeRichText } from '../domain/content/rich-text';
import { summaryOf } from '../domain/content/article-body';
import type { Db } from './database';
import { announcements, helpArticles, news, newsCategories } from './schema';
import { newsCategoryNames, seedNewsItems } from './seed-content-news';
import { seedHelpArticles, seedNotices } from './seed-content-pages';

const dayMs = 86_400_000;

/**
 * The news columns (新邮发行 ... 平台动态), in display order. Without them staff cannot write news: a deployment that
 * is not the demo needs them too, so this fills only what is missing and may run on every start.
 */
export async function ensureNewsCategories(tx: Db): Promise<Map<string, number>> {
  await tx
    .insert(newsCategories)
    .values(newsCategoryNames.map((name, i) => ({ name, sort: i + 1 })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: newsCategories.id, name: newsCategories.name }).from(newsCategories);
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The demo's information site (issue 15): 36 news items published over the last 60 days, 8 notices (two pinned) and
 * 16 help articles, all by 平台客服 and sanitised like anything staff save. Views are the site's own counters, spread
 * so the hot list has an order; they say nothing of the market.
 */
export async function seedContent(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const now = clock();
  const authorId = memberId.get('平台客服')!;
  const categoryId = await ensureNewsCategories(tx);
  const items = seedNewsItems(Number(formatChinaDate(now).slice(0, 4)) + 1);
  await tx.insert(news).values(
    items.map((item, i) => {
      // Newest first, about 1.6 days apart with different hours, the oldest within 60 days.
      const publishedAt = addMs(now, -(i * 1.6 * dayMs + ((i * 7) % 11) * 3_600_000 + 30 * 60_000));
      const body = sanitizeRichText(item.body);
      return {
        categoryId: categoryId.get(item.category)!,
        title: item.title,
        summary: summaryOf(item.summary ?? '', body),
        body,
        source: item.source,
        authorId,
        views: 40 + ((i * 73) % 360),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
  await tx.insert(announcements).values(
    seedNotices.map((notice) => {
      const publishedAt = addMs(now, -(notice.daysAgo * dayMs + 2 * 3_600_000));
      return { title: notice.title, body: sanitizeRichText(notice.body), pinned: notice.pinned, authorId, publishedAt, createdAt: publishedAt, updatedAt: publishedAt };
    }),
  );
  const created = addMs(now, -50 * dayMs);
  await tx.insert(helpArticles).values(
    seedHelpArticles.map((article, i) => ({
      section: article.section,
      title: article.title,
      body: sanitizeRichText(article.body),
      sort: (i + 1) * 10,
      authorId,
      createdAt: created,
      updatedAt: created,
    })),
  );
}

import { z } from 'zod';
import { messages } from './messages';
import { uploadKeySchema } from './profile';
import { pageQuery } from './trade';
import { fromUrl, id, idParam, int, text } from './validation';
import { maxInt32 } from './validation-rules';

/*
 * The information site's reading calls for news and notices (spec section 7, "Content"; issue 15): written before the
 * pages so the home page and the news pages read one shape. Times are China time 'YYYY-MM-DD HH:mm:ss'. Bodies are
 * HTML sanitised when staff saved them (docs/adr/0029).
 */

/** GET /api/news/categories: the news columns, in display order. */
export const newsCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/** GET /api/news?pageNo&pageSize&typeId: a page of news, newest first, of one column (typeId) or all. */
export const newsPageQuery = pageQuery.extend({ typeId: fromUrl(int(1, maxInt32)).optional() });

/** A news item in a list (/news, the home page's hot news: GET /api/news/hot). */
export const newsItemSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  /** A public picture, or null. */
  coverUrl: z.string().nullable(),
  views: z.number().int(),
  publishTime: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/news/details?id: one news item with its body and its neighbours in the same column. */
export const newsDetailQuery = z.object({ id: fromUrl(int(1, maxInt32)) });
const neighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();
export const newsDetailSchema = newsItemSchema.extend({ content: z.string(), previous: neighbourSchema, next: neighbourSchema });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** GET /api/anon/notice/page?pageNo&pageSize: the platform's notices (公告), pinned first, then newest first. */
export const noticeItemSchema = z.object({ id: z.number().int(), title: z.string(), pinned: z.boolean(), publishTime: z.string() });
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** GET /api/anon/notice/detail?noticeId. */
export const noticeDetailQuery = z.object({ noticeId: fromUrl(int(1, maxInt32)) });
export const noticeDetailSchema = noticeItemSchema.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

// 帮助中心's sections (content-names.ts, without zod, so the pages that list them need not load it).
import { helpSections, type HelpSection } from './content-names';
export { helpSections, type HelpSection };

/** GET /api/anon/helpCenter/list: every section with its articles' titles, in sort order. */
export const helpSectionListSchema = z.object({
  section: z.enum(helpSections),
  articles: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type HelpSectionList = z.infer<typeof helpSectionListSchema>;

/** GET /api/anon/helpCenter/page?pageNo&pageSize: every article, by section then sort order. */
export const helpPageQuery = pageQuery;
export const helpItemSchema = z.object({
  id: z.number().int(),
  section: z.enum(helpSections),
  title: z.string(),
  /** Smaller first within its section. */
  sort: z.number().int(),
  updateTime: z.string(),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

/** GET /api/anon/helpCenter/detail/{id}. */
export const helpDetailParams = z.object({ id: idParam });
export const helpDetailSchema = helpItemSchema.extend({ content: z.string() });
export type HelpDetail = z.infer<typeof helpDetailSchema>;

/*
 * Platform staff write the content (not in the spec: staff's own calls under /api/operator, as for cash-out): add,
 * edit/{id}, del/{id}, and for notices pin/{id}. One schema serves the editor's form and the server. Titles, summaries
 * and sources are plain text (shown as text, never as HTML); the body is HTML the server sanitises before storing it
 * (server/src/domain/content/rich-text.ts), so whatever the editor sends, only the allowlist is kept.
 */

/** The longest body the editor may send: 20,000 characters of HTML (a JSON body is at most 64 KB). */
export const articleBodyMaxLength = 20_000;
export const articleTitleMaxLength = 80;

const articleTitle = text(messages.fillArticleTitle)
  .trim()
  .min(1, { error: messages.fillArticleTitle })
  .max(articleTitleMaxLength, { error: messages.articleTitleTooLong });
const articleBody = text(messages.fillArticleBody)
  .trim()
  .min(1, { error: messages.fillArticleBody })
  .max(articleBodyMaxLength, { error: messages.articleBodyTooLong });

/** edit/{id}, del/{id}, pin/{id} and the staff's GET of one item: the item's id in the path. */
export const contentParams = z.object({ id: idParam });

// POST /api/operator/news/add and /edit/{id}. An empty summary is cut from the body's first words.
export const newsRequest = z.object({
  categoryId: id(messages.chooseNewsCategory),
  title: articleTitle,
  summary: text(messages.invalidRequest).trim().max(200, { error: messages.articleSummaryTooLong }).default(''),
  source: text(messages.invalidRequest).trim().max(30, { error: messages.articleSourceTooLong }).default(''),
  /** A picture uploaded with POST /api/upload/productImage; null for none. */
  coverKey: uploadKeySchema.nullable().default(null),
  content: articleBody,
});
export type NewsRequest = z.input<typeof newsRequest>;

/** GET /api/operator/news/{id}: the stored item as the editor fills its form (reading it counts no view). */
export const newsFormSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  coverKey: z.string().nullable(),
  /** Where the cover is read; null without one. */
  coverUrl: z.string().nullable(),
  content: z.string(),
  views: z.number().int(),
  publishTime: z.string(),
});
export type NewsForm = z.infer<typeof newsFormSchema>;

// POST /api/operator/notice/add and /edit/{id}.
export const noticeRequest = z.object({
  title: articleTitle,
  content: articleBody,
  pinned: z.boolean({ error: messages.invalidRequest }).default(false),
});
export type NoticeRequest = z.input<typeof noticeRequest>;

// POST /api/operator/notice/pin/{id}: pinned first on every notice list, or back among the others.
export const noticePinRequest = z.object({ pinned: z.boolean({ error: messages.invalidRequest }) });
export type NoticePinRequest = z.input<typeof noticePinRequest>;

// POST /api/operator/help/add and /edit/{id}.
export const helpRequest = z.object({
  section: z.enum(helpSections, { error: messages.chooseHelpSection }),
  title: articleTitle,
  sort: int(0, 9999, messages.helpSortRule).default(0),
  content: articleBody,
});
export type HelpRequest = z.input<typeof helpRequest>;

/**
 * How much of a search the site reads (issue 25, docs/adr/0036), without zod: the header (in every page's entry) and
 * /search cut a query with these, and the search's schemas (catalogue.ts) cut with the same, so the browser sends what
 * the server would read and a shared link or an old bookmark still answers on the server.
 */

export const searchWordLimits = {
  product: 40,
  member: 20,
  /** The market's keyword (/trade?keyword, marketRequest in trade.ts): the header cuts a listing search to it. */
  listing: 40,
} as const;

/**
 * `text` cut to its first `limit` characters and trimmed again (the cut may end at a space). Characters, not UTF-16
 * units: an emoji or a rare character is never cut in half.
 */
export const cutSearchWords = (text: string, limit: number): string => Array.from(text).slice(0, limit).join('').trim();

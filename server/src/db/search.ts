import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from './like-pattern';
import { products, users } from './schema';

/**
 * The words of a search as the member typed them, split at white space (full-width spaces too): each must occur in the
 * text, in any order (猴票 1980 finds 1980年 T46 庚申年猴票).
 */
export const searchWords = (query: string): string[] => query.split(/\s+/u).filter((word) => word !== '');

/**
 * "The text contains every word of `query`" answered from an index (migration 0010, docs/adr/0029): `grams` is a
 * stored search_grams(...) column with a GIN index, holding every 1- and 2-character piece of each word of the text.
 * `grams @> search_grams(query)` picks, through the index, the rows that hold every piece of every word, 2-character
 * Chinese words (猴票) included, where trigrams need three characters; ILIKE on each word then keeps only the rows
 * where the pieces stand together (猴 and 票 apart are not 猴票). `%`, `_` and `\` are the characters (likePattern).
 *
 * The query reaches search_grams with its white space made plain spaces, the split searchWords makes, so the pieces
 * looked up are always pieces of the words checked: the index never drops a row the ILIKE would keep. A query of
 * punctuation only has no pieces (the function splits at punctuation) and is decided by the ILIKE alone.
 */
export function containsWords(grams: AnyPgColumn, text: AnyPgColumn | SQL, query: string): SQL {
  const words = searchWords(query);
  return and(sql`${grams} @> search_grams(${words.join(' ')})`, ...words.map((word) => sql`${text} ilike ${likePattern(word)}`))!;
}

/** A product (a form of an issue) whose name or catalogue number holds every word: the market, the pickers, the catalogue. */
export const productMatches = (query: string): SQL => containsWords(products.searchGrams, sql`${products.name} || ' ' || ${products.code}`, query);

/** A member whose user name holds every word (/api/user/find, the public member search). */
export const memberNameMatches = (query: string): SQL => containsWords(users.searchGrams, users.userName, query);

/** A query typed on a Latin keyboard for a Chinese name: letters only, each word at least two (hp, houpiao, hou piao). */
export function isPinyinQuery(query: string): boolean {
  const words = searchWords(query);
  return words.length > 0 && words.every((word) => /^[a-z]{2,}$/iu.test(word));
}

/**
 * The forgiving product search (/search?class=product, docs/adr/0036): a product is found when its search_grams share
 * any piece of the query (search_pieces, migration 0011: the 2-character pieces of its words, 庚申猴 → 庚申, 申猴) or,
 * for a Latin query, when its name's pinyin or initials hold every word (houpiao, hp → 庚申年猴票). `shared` ranks them:
 * how many of the query's pieces the product holds, all of them for a pinyin match, so a name that holds the whole
 * query comes first. Both halves are answered by a GIN index (products_search_grams_idx with &&,
 * products_pinyin_grams_idx with @>, a BitmapOr): tests/server/search-forgives.test.ts reads the plan.
 */
export function productForgivingMatch(query: string): { where: SQL; shared: SQL<number> } {
  const words = searchWords(query).join(' ');
  const pieces = sql`search_pieces(${words})`;
  const sharedPieces = sql<number>`cardinality(array(select unnest(${pieces}) intersect select unnest(${products.searchGrams})))`;
  if (!isPinyinQuery(query)) return { where: sql`${products.searchGrams} && ${pieces}`, shared: sharedPieces };
  const inPinyin = containsWords(products.pinyinGrams, sql`${products.namePinyin} || ' ' || ${products.nameInitials}`, query);
  return {
    where: sql`(${products.searchGrams} && ${pieces} or ${inPinyin})`,
    shared: sql<number>`case when ${inPinyin} then cardinality(${pieces}) else ${sharedPieces} end`,
  };
}

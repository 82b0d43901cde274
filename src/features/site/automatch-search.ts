import { pagedSearch, routeIdParam, type SearchSchema } from './search-schemas';

/*
 * The query strings of auto-match's pages (自动撮合, issue 28), kept beside search-schemas.ts and built from its rules:
 * each key's default is none (left out of the URL), and a value that does not fit falls back to it, so the route
 * rewrites the address to what applied.
 */

/** The member's tabs on /auto-match besides the first: 我的成交 (fills); the default (none) is 我的委托. */
export const myMatchTabs = ['fills'] as const;
export type MyMatchTab = (typeof myMatchTabs)[number];

/**
 * /auto-match: page and size, the varieties' page (each default: none, page 1 of 10); tab, the member's list shown:
 * fills, 我的成交 (default: none, 我的委托).
 */
export const autoMatchSearch: SearchSchema<ReturnType<typeof pagedSearch.parse> & { tab?: MyMatchTab }> = {
  parse(search) {
    const given = (search ?? {}) as Record<string, unknown>;
    // A key the URL has is kept even when it does not fit (as none), so that the route rewrites the URL without it.
    const tab = 'tab' in given ? { tab: myMatchTabs.find((value) => value === given.tab) } : {};
    return { ...pagedSearch.parse(given), ...tab };
  },
};

/**
 * /auto-match/detail: productId, the variety whose book is shown, an id as the API takes it (default: none: the page
 * then asks the member to choose a variety on /auto-match).
 */
export const autoMatchDetailSearch: SearchSchema<{ productId?: number }> = {
  parse(search) {
    const given = (search ?? {}) as Record<string, unknown>;
    if (!('productId' in given)) return {};
    const id = routeIdParam.safeParse(given.productId);
    return { productId: id.success ? id.data : undefined };
  },
};

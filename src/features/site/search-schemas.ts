import type { listingStates, publishTypes } from '../../api/contracts/trade';
import { maxInt32, urlDigits } from '../../api/contracts/validation-rules';

/**
 * The query strings spec section 2 gives, one schema per route.
 *
 * The rule for every key: its default is written next to it, and a value that does not fit falls back to that default
 * rather than failing the page. The route then rewrites the URL to the values it applied (src/routes/search-rewrite.ts),
 * so the address bar never shows a filter the page is not using. Keys a route does not know are left as they are.
 * "Default: none" means the key is left out (no filter).
 *
 * TanStack parses `?keyword=123` as the number 123 and `?state=1` as the number 1, so text is coerced back to strings
 * and numbers are taken as numbers.
 *
 * Every route applies its schema (and its ids, below) before anything renders, so these are part of the first page's
 * JavaScript on every route. They are a few plain rules rather than zod: zod's core is ~17 KB gzip that a page with
 * no form would otherwise load for them (zod/mini shares that core with the contracts' classic zod, so it costs the
 * same). The id's limits come from the contracts' zod-free rules (validation-rules.ts); the few values of the trade
 * contract they need are written here and checked against it by the types (importing trade-names.ts would bring all
 * its name tables into every route's first JavaScript).
 */

/** A route's search schema: TanStack Router's validateSearch calls `parse`, and so does the page (routes/page.ts). */
export interface SearchSchema<T extends object> {
  parse(search: unknown): T;
}

/** One key's rule: the value it applies, or undefined for none (the key is left out). */
type Rule<T> = (value: unknown) => T | undefined;

/** Text, trimmed; nothing or blanks is none. A number is read as its digits (TanStack parsed it as a number). */
const text: Rule<string> = (value) => (value === undefined || String(value).trim() === '' ? undefined : String(value).trim());

/** A whole number from `min` to `max`, taken only as a number (as TanStack parsed it). */
const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Rule<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;

/** One of the given values, exactly. */
const oneOf =
  <const V extends string | number>(values: readonly V[]): Rule<V> =>
  (value) =>
    values.find((allowed) => allowed === value);

/**
 * A schema of rules: each known key the value its rule applies. A key the URL has is kept even when its value is
 * none (undefined), so that the route sees the value it dropped and rewrites the URL; a key it lacks is left out.
 */
function schema<R extends Record<string, Rule<unknown>>>(rules: R): SearchSchema<{ [K in keyof R]?: ReturnType<R[K]> }> {
  return {
    parse(search) {
      const given = (search ?? {}) as Record<string, unknown>;
      const applied: Record<string, unknown> = {};
      for (const [key, rule] of Object.entries(rules)) {
        const value = rule(given[key]);
        if (value !== undefined || key in given) applied[key] = value;
      }
      return applied as { [K in keyof R]?: ReturnType<R[K]> };
    },
  };
}

/** publishTypes.buy and .sell, the values of /person/myOrder's type. */
const publishTypeValues: [typeof publishTypes.buy, typeof publishTypes.sell] = [0, 1];
/** How many listing states there are (listingStates): /person/myOrder's state is an index into them. */
const listingStateCount: (typeof listingStates)['length'] = 3;

/** The header search's categories that open /search (listings open /trade instead). */
export const searchClasses = ['product', 'member'] as const;
export type SearchClass = (typeof searchClasses)[number];

/** /trade: keyword (default: none, every listing); source, where the search came from (the header sends 0; default: none). */
export const tradeSearch = schema({ keyword: text, source: int(0) });

/**
 * /search: class, what is searched: product (品名) or member (会员); the spec gives no other value, so anything else is
 * the default, product, the header's first category that searches here. info, the words (default: none).
 */
export const siteSearch = schema({ class: (value): SearchClass => oneOf(searchClasses)(value) ?? 'product', info: text });

/**
 * /person/myOrder: from, the page that sent the member (default: none); type, 0 buy or 1 sell offers (default: none,
 * both); state, the listing state's index: 0 open, 1 withdrawn, 2 filled (default: none, all).
 */
export const myOrderSearch = schema({ from: text, type: oneOf(publishTypeValues), state: int(0, listingStateCount - 1) });

/** /person/order/detail/{id}: from=my-order when opened from my orders (default: none). */
export const orderDetailSearch = schema({ from: oneOf(['my-order']) });

/** /person/authentication: tabIndex=1 opens the second tab (default: none, the first). */
export const authenticationSearch = schema({ tabIndex: oneOf([1]) });

/**
 * /register after a third-party login: the provider, alipay or wechat, and its one-time code (both default: none);
 * through an invite link: inviter, the inviting member's id (default: none).
 */
export const registerSearch = schema({ thirdKind: oneOf(['alipay', 'wechat']), thirdAuthCode: text, inviter: int(1, maxInt32) });

/** /publish: type=sale is a sell offer (default: none, a buy offer). */
export const publishSearch = schema({ type: oneOf(['sale']) });

/** /magnifier: key, the public upload shown at full size (default: none; the page says the picture does not exist). */
export const magnifierSearch = schema({ key: text });

/** /help-details: id, the help article shown (default: none; the page then goes to /help). */
export const helpDetailsSearch = schema({ id: int(1, maxInt32) });

/** The payment channels (contracts' paymentChannels, restated here for the reason above). */
const paymentChannelValues: ['alipay', 'wechat'] = ['alipay', 'wechat'];

/**
 * /success, where a payment returns, and /sandbox/cashier, the sandbox provider's cashier: the channel, alipay or
 * wechat, and our order number, outTradeNo (both default: none; the page says there is no payment to show).
 */
export const paymentSearch = schema({ channel: oneOf(paymentChannelValues), outTradeNo: text });

/**
 * Ids in paths are the API's ids: the contract's idParam (validation.ts: a positive int32 written in plain digits, a
 * number taken as it is), with its limits but without zod, for the reason above; tests/ui/routes.test.tsx holds the two to the same
 * answers. Anything else is a page that does not exist, rather than a page whose every call the server refuses.
 */
export const idParam = {
  safeParse(value: unknown): { success: true; data: number } | { success: false } {
    const id = typeof value === 'string' && urlDigits.test(value) ? Number(value) : value;
    return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= maxInt32 ? { success: true, data: id } : { success: false };
  },
  parse(value: unknown): number {
    const id = idParam.safeParse(value);
    if (!id.success) throw new Error(`not an id: ${String(value)}`);
    return id.data;
  },
};

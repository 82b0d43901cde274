import { z } from 'zod';
import { listingStates, publishTypes } from '../../api/contracts/trade';

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
 */
const text = z.coerce.string().trim().min(1).optional().catch(undefined);
const indexOf = (values: readonly unknown[]) => z.number().int().min(0).max(values.length - 1).optional().catch(undefined);

/** The header search's categories that open /search (listings open /trade instead). */
export const searchClasses = ['product', 'member'] as const;
export type SearchClass = (typeof searchClasses)[number];

/** /trade: keyword (default: none, every listing); source, where the search came from (the header sends 0; default: none). */
export const tradeSearch = z.object({ keyword: text, source: z.number().int().min(0).optional().catch(undefined) });

/**
 * /search: class, what is searched: product (品名) or member (会员); the spec gives no other value, so anything else is
 * the default, product, the header's first category that searches here. info, the words (default: none).
 */
export const siteSearch = z.object({ class: z.enum(searchClasses).catch('product'), info: text });

/**
 * /person/myOrder: from, the page that sent the member (default: none); type, 0 buy or 1 sell offers (default: none,
 * both); state, the listing state's index: 0 open, 1 withdrawn, 2 filled (default: none, all).
 */
export const myOrderSearch = z.object({
  from: text,
  type: z.union([z.literal(publishTypes.buy), z.literal(publishTypes.sell)]).optional().catch(undefined),
  state: indexOf(listingStates),
});

/** /person/order/detail/{id}: from=my-order when opened from my orders (default: none). */
export const orderDetailSearch = z.object({ from: z.literal('my-order').optional().catch(undefined) });

/** /person/authentication: tabIndex=1 opens the second tab (default: none, the first). */
export const authenticationSearch = z.object({ tabIndex: z.literal(1).optional().catch(undefined) });

/** /register after a third-party login: the provider, alipay or wechat, and its one-time code (both default: none). */
export const registerSearch = z.object({
  thirdKind: z.enum(['alipay', 'wechat']).optional().catch(undefined),
  thirdAuthCode: text,
});

/** /publish: type=sale is a sell offer (default: none, a buy offer). */
export const publishSearch = z.object({ type: z.literal('sale').optional().catch(undefined) });

/**
 * Ids in paths are the API's ids (positive int32, plain digits: the contract's own rule); anything else is a page that
 * does not exist, rather than a page whose every call the server refuses.
 */
export { idParam } from '../../api/contracts/validation';

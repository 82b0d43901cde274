import { z } from 'zod';

/**
 * The query strings spec section 2 gives. TanStack parses `?source=0` as the number 0 and `?keyword=123` as 123, so
 * text is coerced back to strings; a value that does not fit is dropped (`catch`) rather than failing the page.
 */
const optionalText = z.coerce.string().trim().min(1).optional().catch(undefined);
const optionalInt = z.coerce.number().int().min(0).optional().catch(undefined);

/** The header search's categories that open /search (listings open /trade instead). */
export const searchClasses = ['product', 'member'] as const;
export type SearchClass = (typeof searchClasses)[number];

export const tradeSearch = z.object({ keyword: optionalText, source: optionalInt });
export const siteSearch = z.object({ class: z.enum(searchClasses).optional().catch(undefined), info: optionalText });
export const myOrderSearch = z.object({ from: optionalText, type: optionalInt, state: optionalInt });
export const orderDetailSearch = z.object({ from: z.literal('my-order').optional().catch(undefined) });
export const authenticationSearch = z.object({ tabIndex: z.coerce.number().pipe(z.literal(1)).optional().catch(undefined) });
/** /register after a third-party login: the provider and its one-time code. */
export const registerSearch = z.object({
  thirdKind: z.enum(['alipay', 'wechat']).optional().catch(undefined),
  thirdAuthCode: optionalText,
});
export const publishSearch = z.object({ type: z.literal('sale').optional().catch(undefined) });

/** Ids in paths are positive integers; anything else is a page that does not exist. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

import type { SearchSchema } from './search-schemas';

/** Which side menu a route belongs to, and the group it is listed under there. */
export type MenuPlacement =
  | { menu: 'person'; group: PersonMenuGroup; label?: string }
  | { menu: 'agent' | 'default'; label?: string };

export type PersonMenuGroup = 'profile' | 'funds' | 'trading' | 'bond' | 'promotion' | 'messages';

/** One route of spec section 2. `path` uses TanStack syntax: `$id` a required id, `{-$id}` an optional one. */
export interface SiteRoute {
  path: string;
  /** The Chinese page title (also the last breadcrumb and the document title). */
  title: string;
  /** The label used when this route appears as an ancestor in a breadcrumb trail; defaults to `title`. */
  crumb?: string;
  /** The breadcrumb parent's path; `/index` (首页) is always the first crumb. */
  parent?: string;
  requiresLogin?: boolean;
  hideFooter?: boolean;
  /** No header and no footer (the K-line chart). */
  bare?: boolean;
  menu?: MenuPlacement;
  /**
   * The query string's schema, where the spec gives one: each key's default, and the rule for values that do not fit
   * (they fall back to it, and the URL is rewritten to what applied), are in search-schemas.ts.
   */
  search?: SearchSchema<Record<string, unknown>>;
  /** A title chosen by the search (e.g. /publish?type=sale is the sell offer). */
  titleFor?: (search: Record<string, unknown>) => string | undefined;
  /** A redirect: the route renders nothing and replaces the location. */
  redirect?: string;
  /**
   * Platform staff only (users.operator): the gate asks a visitor to log in, and lets only staff load the page; any
   * other member sees 无权访问 at the same URL (src/routes/login-gate.ts, src/features/staff).
   */
  staff?: boolean;
}

/** A route's validated search (its site-map schema) and path params (`idParam`: a positive integer). */
export type PageSearch = Record<string, unknown>;
export type PageParams = Record<string, number | string | undefined>;

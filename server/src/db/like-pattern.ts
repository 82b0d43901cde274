/**
 * The (I)LIKE pattern of "contains `text`": the `%`, `_` and `\` a member types are text, not wildcards (backslash is
 * PostgreSQL's default LIKE escape). Every like/ilike of the server takes its pattern from here.
 */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

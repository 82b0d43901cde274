/** What the search says to the member (its limits are in search-rules.ts). */

/** What the member is told when their query was cut. */
export const searchCutNote = (limit: number): string => `搜索词过长，已截取前 ${limit} 个字`;

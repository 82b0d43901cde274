import type { ConditionGrade } from '../../api/contracts/content-names';

/**
 * A face value as the stamp prints it: 8分, 1.5分 (普21's 1分半), 1.20元, 5元; 待补充 where the catalogue does not state
 * it yet (the server sends null rather than a guess).
 */
export function formatFaceValue(fen: number | null): string {
  if (fen === null) return '待补充';
  if (fen < 100) return `${fen}分`;
  return fen % 100 === 0 ? `${fen / 100}元` : `${(fen / 100).toFixed(2)}元`;
}

/** The issue's own title without the year and the catalogue number the catalogue prints before it: 庚申年猴票. */
export function issueTitle(name: string, code: string): string {
  const words = name.split(/\s+/).filter((word) => !/^\d{4}年$/.test(word) && word !== code && word.replace(/[()]/g, '') !== code);
  return words.join(' ') || name;
}

/** The colour of each grade wherever it is shown: 全品 is the collector's first choice. */
export const gradePalette: Record<ConditionGrade, string> = { 全品: 'green', 上品: 'blue', 中品: 'orange' };

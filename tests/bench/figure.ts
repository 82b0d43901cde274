/**
 * One row of the bench's table, as it is printed and as it is kept in .bench/*.json for comparison between runs:
 * a stable id, what it is, its value on each database, and the issue's target where it has one.
 */
export type Column = 'pglite' | 'postgres';
export const columns: Column[] = ['pglite', 'postgres'];
export const columnNames: Record<Column, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export type Unit = 'KB' | 'score' | 'ms' | 'CLS' | '%' | 'req/s' | 'cycles/s' | 'orders/s' | 'statements' | 'MB' | 'sockets';

export interface Target {
  op: '≤' | '<' | '≥';
  value: number;
}

export interface Figure {
  /** Stable between runs: the key the next run compares by. */
  id: string;
  /** A heading row when `unit` is absent. */
  label: string;
  unit?: Unit;
  values: Partial<Record<Column, number>>;
  /** Printed after the value: what the figure is made of (the route, the requests per second behind a share). */
  notes?: Partial<Record<Column, string>>;
  targets?: Partial<Record<Column, Target>>;
}

export const heading = (label: string): Figure => ({ id: `# ${label}`, label, values: {} });

export function format(unit: Unit, value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'score':
    case 'statements':
      return value.toFixed(0);
    case 'sockets':
      return `${value.toFixed(0)} sockets`;
    case 'ms':
      return `${value.toFixed(0)} ms`;
    case 'CLS':
      return value.toFixed(3);
    case '%':
      return `${value.toFixed(1)} %`;
    case 'req/s':
      return `${value.toFixed(0)} req/s`;
    case 'cycles/s':
      return `${value.toFixed(1)} /s`;
    case 'orders/s':
      return `${value.toFixed(0)} orders/s`;
    case 'MB':
      return `${value.toFixed(0)} MB`;
  }
}

/** The change since the previous run, in the figure's unit (percentage points for a share). */
export function formatChange(unit: Unit, change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const size = format(unit, Math.abs(change));
  return `${sign}${unit === '%' ? size.replace(' %', ' pt') : size}`;
}

export const meets = (target: Target, value: number) =>
  target.op === '≤' ? value <= target.value : target.op === '<' ? value < target.value : value >= target.value;

export const formatTarget = (unit: Unit, target: Target) => `${target.op} ${format(unit, target.value)}`;

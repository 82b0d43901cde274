import { columnNames, columns, format, formatChange, formatTarget, meets, type Column, type Figure } from './figure';

/** The target cell: one target, or each database's when they differ. */
function targetCell(figure: Figure): string {
  const set = columns.filter((c) => figure.targets?.[c]);
  if (!figure.unit || set.length === 0) return '';
  const texts = set.map((c) => formatTarget(figure.unit!, figure.targets![c]!));
  if (set.length === 2 && texts[0] === texts[1]) return texts[0]!;
  // One target for one database only, while the other has a value too: say whose it is.
  if (set.length === 1 && Object.keys(figure.values).length === 1) return texts[0]!;
  return set.map((c, i) => `${columnNames[c]} ${texts[i]}`).join(', ');
}

/** yes, NO, or which database misses it; empty when nothing measured has a target. */
function metCell(figure: Figure): string {
  const judged = columns.filter((c) => figure.targets?.[c] && figure.values[c] !== undefined);
  const missed = judged.filter((c) => !meets(figure.targets![c]!, figure.values[c]!));
  if (judged.length === 0) return '';
  if (missed.length === 0) return 'yes';
  if (missed.length === judged.length) return 'NO';
  return `NO (${missed.map((c) => columnNames[c]).join(', ')})`;
}

function valueCell(figure: Figure, column: Column): string {
  const value = figure.values[column];
  if (!figure.unit) return '';
  if (value === undefined) return '·';
  const note = figure.notes?.[column];
  return note ? `${format(figure.unit, value)} (${note})` : format(figure.unit, value);
}

function changeCell(figure: Figure, column: Column, previous: Map<string, Figure>): string {
  const before = previous.get(figure.id)?.values[column];
  const now = figure.values[column];
  if (!figure.unit || before === undefined || now === undefined) return '';
  return formatChange(figure.unit, now - before);
}

/**
 * The bench's one table, in Markdown (readable in a terminal, pastes into an issue): each figure on PGlite and
 * PostgreSQL, its target and whether it is met, and, when a previous run is given, the change since that run.
 */
export function renderTable(figures: Figure[], previous?: Figure[]): string {
  const before = previous && new Map(previous.map((f) => [f.id, f]));
  const header = ['figure', ...columns.map((c) => columnNames[c]), 'target', 'met?', ...(before ? columns.map((c) => `Δ ${columnNames[c]}`) : [])];
  const rows = figures.map((figure) => [
    figure.unit ? figure.label : `**${figure.label}**`,
    ...columns.map((c) => valueCell(figure, c)),
    targetCell(figure),
    metCell(figure),
    ...(before ? columns.map((c) => changeCell(figure, c, before)) : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

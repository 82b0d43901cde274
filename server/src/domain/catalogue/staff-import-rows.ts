import { allMessages } from '../../../../src/api/contracts/all-messages';
import {
  importColumns,
  maxImportRows,
  varietyExteriors,
  varietyRequest,
  type CheckedVariety,
  type ImportColumn,
  type ImportRowError,
} from '../../../../src/api/contracts/staff-catalogue';
import { badRequest } from '../../http/api-error';

/*
 * An import file's rows read as varieties (issue 25, docs/adr/0037): each row's cells turned into the editor's request
 * and checked with its schema, varietyRequest, so a row is refused exactly where the form would refuse it. What the
 * columns hold (docs/catalogue-import-sample.csv): 形态 "单枚/套|四方连/套"; 图名 and 面值（分） one entry per piece,
 * separated by "|" (面值 "?" or blank where it is not known; 图名 blank: each piece is named as the set).
 */

/** The list separator of 形态, 图名 and 面值: "|" or its full-width form, which a Chinese keyboard types. */
const listSeparator = /[|｜]/;
const unknownFaceValue = new Set(['', '?', '？', '待补充']);

/** Headers as people type them: spaces dropped, half-width brackets accepted (面值(分)). */
const headerOf = (cell: string) => cell.replace(/\s+/g, '').replace('(', '（').replace(')', '）');

/** The column a field of varietyRequest is read from; a piece's title and face value have one each. */
export function columnOf(path: readonly PropertyKey[]): ImportColumn {
  const byField: Partial<Record<string, ImportColumn>> = {
    code: '志号',
    name: '名称',
    categoryId: '专区',
    year: '年份',
    issuedOn: '发行日期',
    forms: '形态',
    description: '说明',
    source: '来源',
  };
  if (path[0] === 'pieces') return path[2] === 'title' ? '图名' : path[2] === 'faceValue' ? '面值（分）' : '枚数';
  return byField[String(path[0])] ?? '志号';
}

/** One data row of the file: its line, the variety it states (or why it cannot), and its number and name as typed. */
export interface ReadRow {
  line: number;
  code: string;
  name: string;
  /** imageKey null: a file carries no picture (the import keeps the variety's own). */
  variety: CheckedVariety | null;
  errors: ImportRowError[];
}

const split = (cell: string) => (cell === '' ? [] : cell.split(listSeparator).map((s) => s.trim()));
/** Digits only become numbers; anything else stays text, which the schema refuses with the field's own message. */
const numberOrText = (cell: string) => (/^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);

/** The pieces of a row from 枚数, 图名 and 面值（分）, or the column that does not fit. */
function piecesOf(get: (column: ImportColumn) => string, name: string): unknown[] | ImportRowError {
  const countCell = get('枚数');
  const count = /^\d+$/.test(countCell) ? Number(countCell) : NaN;
  if (!(count >= 0 && count <= 50)) return { field: '枚数', message: allMessages.piecesCountRule };
  const titles = split(get('图名'));
  const values = split(get('面值（分）'));
  if (titles.length !== 0 && titles.length !== count) return { field: '图名', message: allMessages.piecesListMismatch };
  if (values.length !== count && !(count === 1 && values.length === 0)) return { field: '面值（分）', message: allMessages.piecesListMismatch };
  return Array.from({ length: count }, (_, i) => ({
    title: titles[i] ?? name,
    faceValue: unknownFaceValue.has(values[i] ?? '') ? null : numberOrText(values[i]!),
  }));
}

function readRow(line: number, get: (column: ImportColumn) => string, categoryIds: Map<string, number>): ReadRow {
  const code = get('志号');
  const name = get('名称');
  const row = { line, code, name };
  const pieces = piecesOf(get, name);
  if (!Array.isArray(pieces)) return { ...row, variety: null, errors: [pieces] };
  const category = get('专区');
  const input = {
    code,
    name,
    // An unknown 专区 is refused below with its own message; 0 is no id.
    categoryId: categoryIds.get(category) ?? 0,
    year: numberOrText(get('年份')),
    issuedOn: get('发行日期') || null,
    pieces,
    forms: split(get('形态')).map((form) => {
      const [exterior, unit] = form.split(/[/／]/).map((s) => s.trim());
      return { exterior, unit };
    }),
    imageKey: null,
    description: get('说明'),
    source: get('来源'),
  };
  const parsed = varietyRequest.safeParse(input);
  const errors: ImportRowError[] = [];
  if (category !== '' && !categoryIds.has(category)) errors.push({ field: '专区', message: allMessages.varietyCategoryNotFound });
  for (const issue of parsed.error?.issues ?? []) {
    const field = columnOf(issue.path);
    // One reason a column: the first its rules give.
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  if (!parsed.success || errors.length > 0) return { ...row, variety: null, errors };
  const variety = parsed.data;
  // Forms in the catalogue's order, whatever order the cell named them in.
  variety.forms.sort((a, b) => varietyExteriors.indexOf(a.exterior) - varietyExteriors.indexOf(b.exterior));
  return { ...row, code: variety.code, name: variety.name, variety, errors: [] };
}

/**
 * The data rows of a file read by readImportFile: the header row must name every column (in any order), blank rows
 * are skipped, at most maxImportRows; a number stated twice is an error from its second row on.
 */
export function readImportRows(cells: string[][], categoryIds: Map<string, number>): ReadRow[] {
  const [header, ...data] = cells;
  const at = new Map((header ?? []).map((cell, i) => [headerOf(cell), i]));
  if (importColumns.some((column) => !at.has(column))) throw badRequest('catalogueImportColumns');
  const rows = data.map((cells, i) => ({ line: i + 2, cells })).filter((r) => r.cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw badRequest('catalogueImportEmpty');
  if (rows.length > maxImportRows) throw badRequest('catalogueImportTooMany');
  const seen = new Set<string>();
  return rows.map(({ line, cells }) => {
    const read = readRow(line, (column) => cells[at.get(column)!] ?? '', categoryIds);
    if (read.code !== '' && seen.has(read.code)) return { ...read, variety: null, errors: [{ field: '志号', message: allMessages.duplicateCodeInFile }] };
    seen.add(read.code);
    return read;
  });
}

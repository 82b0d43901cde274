import * as XLSX from '@e965/xlsx';
import { badRequest } from '../../http/api-error';

/*
 * An import file read into rows of text cells (issue 25, docs/adr/0037), on the server only: SheetJS (@e965/xlsx,
 * the maintained build; npm's `xlsx` 0.18 has known vulnerabilities) never reaches the browser's bundle.
 */

/** XLSX (and every other Office Open XML file) is a ZIP: it starts with PK\x03\x04. */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A CSV's text: UTF-8 (with or without its BOM), else GB18030, which Excel on a Chinese Windows saves "CSV" in. A
 * file that is neither is refused rather than read as mojibake.
 */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw badRequest('catalogueImportUnreadable');
    }
  }
}

/** A cell as text: a date cell as its China date (Excel keeps dates as day numbers), anything else as written. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'n' && cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
    // The day number's calendar date, with no time zone in between.
    const { y, m, d } = XLSX.SSF.parse_date_code(cell.v as number);
    return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  return String(cell.v).trim();
}

/** The first sheet of an XLSX file, or the CSV, as rows of trimmed text; the header is row 0. */
export function readImportFile(bytes: Buffer): string[][] {
  let book: XLSX.WorkBook;
  try {
    // raw: a CSV's cells stay the text they are (志号 1992-1 is no date, 08 no number).
    book = isZip(bytes) ? XLSX.read(bytes, { type: 'buffer', cellNF: true, dense: false }) : XLSX.read(csvText(bytes), { type: 'string', raw: true });
  } catch {
    throw badRequest('catalogueImportUnreadable');
  }
  const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) row.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
    rows.push(row);
  }
  return rows;
}

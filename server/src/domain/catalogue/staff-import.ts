import { createHash } from 'node:crypto';
import { allMessages } from '../../../../src/api/contracts/all-messages';
import {
  importKinds,
  varietyExteriors,
  type CheckedVariety,
  type ImportApplied,
  type ImportChange,
  type ImportColumn,
  type ImportKind,
  type ImportPreview,
  type ImportRow,
} from '../../../../src/api/contracts/staff-catalogue';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema';
import { badRequest, conflict } from '../../http/api-error';
import { readImportFile } from './staff-import-file';
import { columnOf, readImportRows } from './staff-import-rows';
import { lockCatalogue, storedVarieties, varietyRefusal, writeVariety, type StoredVariety } from './staff-variety-write';

/*
 * Importing many varieties in two steps (issue 25, docs/adr/0037). The preview reads the file, checks each row with
 * the editor's schema and the editor's refusals, and says what it would do. Apply sends the same file with the
 * preview's token: the plan is made again, inside the transaction that writes it, and the token (a hash of the file
 * and of every stored fact the plan read) must be the same, or nothing is written. So what is applied is exactly what
 * was shown, and a catalogue changed in between (another import, an edit) is noticed rather than overwritten.
 */

/** A plan: each row as the preview shows it, what to write for the new and changed ones, and its token. */
interface Plan {
  rows: ImportRow[];
  writes: Array<{ stored: StoredVariety | null; variety: CheckedVariety }>;
  token: string;
}

const formsText = (forms: CheckedVariety['forms']) =>
  [...forms]
    .sort((a, b) => varietyExteriors.indexOf(a.exterior) - varietyExteriors.indexOf(b.exterior))
    .map((f) => `${f.exterior}/${f.unit}`)
    .join('、');

/** A variety's facts as the import's columns show them, for the old → new of a changed row. */
function columnsOf(v: CheckedVariety, categoryName: (id: number) => string): Record<ImportColumn, string> {
  return {
    志号: v.code,
    名称: v.name,
    专区: categoryName(v.categoryId),
    年份: String(v.year),
    发行日期: v.issuedOn ?? '',
    形态: formsText(v.forms),
    枚数: String(v.pieces.length),
    图名: v.pieces.map((p) => p.title).join('|'),
    '面值（分）': v.pieces.map((p) => (p.faceValue === null ? '?' : String(p.faceValue))).join('|'),
    说明: v.description,
    来源: v.source,
  };
}

const changesBetween = (before: Record<ImportColumn, string>, after: Record<ImportColumn, string>): ImportChange[] =>
  (Object.keys(after) as ImportColumn[]).filter((c) => before[c] !== after[c]).map((field) => ({ field, before: before[field], after: after[field] }));

async function planOf(db: Db, file: Buffer): Promise<Plan> {
  const areas = await db.select().from(categories).orderBy(categories.id);
  const categoryIds = new Map(areas.map((c) => [c.name, c.id]));
  const categoryName = (id: number) => areas.find((c) => c.id === id)?.name ?? '';
  const read = readImportRows(readImportFile(file), categoryIds);
  const stored = await storedVarieties(
    db,
    read.flatMap((r) => (r.variety ? [r.variety.code] : [])),
  );
  const rows: ImportRow[] = [];
  const writes: Plan['writes'] = [];
  for (const row of read) {
    const base = { line: row.line, code: row.code, name: row.name, changes: [] };
    if (!row.variety) {
      rows.push({ ...base, kind: 'error', errors: row.errors });
      continue;
    }
    const was = stored.get(row.variety.code) ?? null;
    // A file carries no picture: the variety keeps its own.
    const variety = { ...row.variety, imageKey: was?.facts.imageKey ?? null };
    const refusal = await varietyRefusal(db, was, variety);
    if (refusal) {
      rows.push({ ...base, kind: 'error', errors: [{ field: columnOf([refusal.field]), message: allMessages[refusal.key] }] });
      continue;
    }
    const changes = was ? changesBetween(columnsOf(was.facts, categoryName), columnsOf(variety, categoryName)) : [];
    const kind: ImportKind = !was ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';
    rows.push({ ...base, kind, changes, errors: [] });
    if (kind !== 'unchanged') writes.push({ stored: was, variety });
  }
  // Everything the plan was made from: the file, the 专区, and each stored variety it read (with its rows and the
  // forms that offers name). Only a change to those can change the plan.
  const token = createHash('sha256')
    .update(createHash('sha256').update(file).digest('hex'))
    .update(JSON.stringify(areas))
    .update(JSON.stringify([...stored].map(([code, s]) => [code, s.firstId, s.facts, [...s.rowIds], [...s.formsInUse]])))
    .digest('hex');
  return { rows, writes, token };
}

/** POST /api/operator/catalogue/import/preview: what the file would do, row by row, with counts per kind. */
export async function importPreview(db: Db, file: Buffer): Promise<ImportPreview> {
  const { rows, token } = await planOf(db, file);
  const counts = Object.fromEntries(importKinds.map((kind) => [kind, rows.filter((r) => r.kind === kind).length])) as ImportPreview['counts'];
  return { token, counts, rows };
}

/** POST /api/operator/catalogue/import/apply: the previewed plan, all of it or nothing, if nothing changed since. */
export function importApply(db: Db, file: Buffer, token: string): Promise<ImportApplied> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const plan = await planOf(tx, file);
    if (plan.token !== token) throw conflict('catalogueImportStale');
    if (plan.writes.length === 0) throw badRequest('catalogueImportNothing');
    for (const { stored, variety } of plan.writes) await writeVariety(tx, stored, variety);
    return {
      created: plan.writes.filter((w) => !w.stored).length,
      updated: plan.writes.filter((w) => w.stored).length,
      skipped: plan.rows.filter((r) => r.kind === 'error').length,
    };
  });
}

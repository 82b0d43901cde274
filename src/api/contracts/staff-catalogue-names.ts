/*
 * The catalogue kept by staff without zod (issue 25): the forms and units a variety may have, what an import row can
 * turn out to be, the import's columns (the limits are in staff-catalogue-rules.ts). The import page and its preview table show these and load no
 * schema; staff-catalogue.ts re-exports them beside its schemas.
 */

/** The forms a variety trades in (products.exterior) and the units they are counted in (products.unit). */
export const varietyExteriors = ['单枚', '四方连', '版票', '小版', '全张', '小型张', '小全张', '小本票', '封', '片'] as const;
export const varietyUnits = ['枚', '套', '版', '张', '本'] as const;

/** What an import row turned out to be against the catalogue. */
export const importKinds = ['new', 'changed', 'unchanged', 'error'] as const;
export type ImportKind = (typeof importKinds)[number];
export const importKindNames: Record<ImportKind, string> = { new: '新增', changed: '修改', unchanged: '不变', error: '错误' };

/** One field of a row that differs from the catalogue, both sides as text (the column's own label). */
export interface ImportChange {
  field: string;
  before: string;
  after: string;
}
/** Why a row cannot be imported: its column and the reason. */
export interface ImportRowError {
  field: string;
  message: string;
}
export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  code: string;
  name: string;
  kind: ImportKind;
  changes: ImportChange[];
  errors: ImportRowError[];
}

/**
 * POST /api/operator/catalogue/import/preview (multipart: file): what importing the file would do, row by row.
 * `token` names this file and the catalogue as they were: import/apply refuses another file or a changed catalogue.
 */
export interface ImportPreview {
  token: string;
  counts: Record<ImportKind, number>;
  rows: ImportRow[];
}

/** POST /api/operator/catalogue/import/apply (multipart: file and token): the new and changed rows, written at once. */
export interface ImportApplied {
  created: number;
  updated: number;
  /** Rows left out because they had errors. */
  skipped: number;
}

/** The columns of an import file, in the sample's order (docs/catalogue-import-sample.csv). */
export const importColumns = ['志号', '名称', '专区', '年份', '发行日期', '形态', '枚数', '图名', '面值（分）', '说明', '来源'] as const;
export type ImportColumn = (typeof importColumns)[number];

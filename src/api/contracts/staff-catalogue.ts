import { z } from 'zod';
import { catalogueYearRange, type CataloguePiece } from './catalogue';
import { allMessages } from './all-messages';
import { uploadKeySchema } from './profile';
import { importKinds, varietyExteriors, varietyUnits, type ImportApplied, type ImportPreview } from './staff-catalogue-names';
import { maxVarietyPieces } from './staff-catalogue-rules';
import { id, int, text } from './validation';

export * from './staff-catalogue-names';
export * from './staff-catalogue-rules';

/*
 * The catalogue kept by staff (issue 25; docs/adr/0037): a variety (品种, one catalogue number) written whole, by the
 * editor (/staff/catalogue/new, /staff/catalogue/{id}) and by each row of an import (/staff/catalogue/import). Both
 * go through `varietyRequest`, the one schema of the form, the import's rows and the server. Face values in fen
 * (普21's 1分半 is 1.5), dates China dates 'YYYY-MM-DD'.
 */


const trimmed = (error: string, min: number, max: number) => text(error).trim().min(min, { error }).max(max, { error });
const isChinaDate = (value: string) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const varietyPiece = z.object({
  title: trimmed(allMessages.pieceTitleRule, 1, 40),
  // Half fen exist (普21's 1分半); anything finer is a typing error.
  faceValue: z
    .number({ error: allMessages.faceValueRule })
    .min(0, { error: allMessages.faceValueRule })
    .max(100_000, { error: allMessages.faceValueRule })
    .refine((fen) => Number.isInteger(fen * 2), { error: allMessages.faceValueRule })
    .nullable(),
});

export const varietyFormRequest = z.object({
  exterior: z.enum(varietyExteriors, { error: allMessages.varietyFormRule }),
  unit: z.enum(varietyUnits, { error: allMessages.varietyFormRule }),
});
export type VarietyFormRequest = z.output<typeof varietyFormRequest>;

/**
 * A variety as staff write it: POST /api/operator/catalogue/add and /edit/{id}, and each row of an import. The year
 * stays its own field because some issues' dates are not known (文7): then the year alone is stated.
 */
export const varietyRequest = z
  .object({
    code: trimmed(allMessages.varietyCodeRule, 1, 20).regex(/^\S+$/, { error: allMessages.varietyCodeRule }),
    name: trimmed(allMessages.varietyNameRule, 1, 60),
    categoryId: id(allMessages.chooseVarietyCategory),
    year: int(catalogueYearRange.min, catalogueYearRange.max, allMessages.catalogueYearInvalid),
    issuedOn: text(allMessages.varietyDateRule).refine(isChinaDate, { error: allMessages.varietyDateRule }).nullable(),
    pieces: z.array(varietyPiece, { error: allMessages.varietyPiecesRule }).max(maxVarietyPieces, { error: allMessages.varietyPiecesRule }),
    forms: z
      .array(varietyFormRequest, { error: allMessages.varietyFormsRule })
      .min(1, { error: allMessages.varietyFormsRule })
      .refine((forms) => new Set(forms.map((f) => f.exterior)).size === forms.length, { error: allMessages.varietyFormsRule }),
    imageKey: uploadKeySchema.nullable(),
    description: text(allMessages.varietyDescriptionRule).trim().max(500, { error: allMessages.varietyDescriptionRule }),
    source: trimmed(allMessages.varietySourceRule, 1, 200),
  })
  .refine((v) => v.issuedOn === null || v.issuedOn.startsWith(`${v.year}-`), { error: allMessages.varietyDateYear, path: ['issuedOn'] });
export type VarietyRequest = z.input<typeof varietyRequest>;
export type CheckedVariety = z.output<typeof varietyRequest>;

/** The pieces as stored: positioned n-1 ... n-n in the order given. */
export const positionedPieces = (pieces: CheckedVariety['pieces']): CataloguePiece[] =>
  pieces.map((p, i) => ({ position: `${pieces.length}-${i + 1}`, title: p.title, faceValue: p.faceValue }));

/** GET /api/operator/catalogue/{id}: the variety of product `id` as the editor loads it. */
export const varietyEditFormSchema = varietyRequest.safeExtend({
  /** The product id of its first form: /staff/catalogue/{id}. */
  id: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Forms that offers were published for: the editor may not take them away. */
  formsInUse: z.array(z.string()),
});
export type VarietyEditForm = z.output<typeof varietyEditFormSchema>;

/** An import's answers (their types are in staff-catalogue-names.ts, which the import page reads without zod). */
export const importPreviewSchema = z.object({
  token: z.string(),
  counts: z.record(z.enum(importKinds), z.number().int()),
  rows: z.array(
    z.object({
      line: z.number().int(),
      code: z.string(),
      name: z.string(),
      kind: z.enum(importKinds),
      changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
}) satisfies z.ZodType<ImportPreview>;
export const importAppliedSchema = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() }) satisfies z.ZodType<ImportApplied>;

/** The token field of import/apply. */
export const importTokenSchema = text(allMessages.catalogueImportStale).regex(/^[0-9a-f]{64}$/, { error: allMessages.catalogueImportStale });

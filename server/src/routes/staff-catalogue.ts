import type { FastifyRequest } from 'fastify';
import { importAppliedSchema, importPreviewSchema, importTokenSchema, varietyEditFormSchema, varietyRequest } from '../../../src/api/contracts/staff-catalogue';
import { idParams } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { importApply, importPreview } from '../domain/catalogue/staff-import';
import { addVariety, editVariety, varietyEditForm } from '../domain/catalogue/staff-varieties';
import { badRequest } from '../http/api-error';
import { ok, parse } from '../http/envelope';
import { answer, gated, type Api } from '../http/route-schemas';

/**
 * The catalogue kept by staff (issue 25, docs/adr/0037), under /api/operator like the staff's other writing calls:
 * read a variety for the editor, add, edit, and import a CSV or XLSX file in two steps (preview, then apply with the
 * preview's token). Anyone but platform staff is refused before the request is read. The list is the public
 * catalogue's own (GET /api/anon/product/varieties).
 */
export function staffCatalogueRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  gated(app, ctx, 'staff', (staff) => {
    const editForm = { response: answer(varietyEditFormSchema) };

    staff.get('/api/operator/catalogue/:id', { schema: { params: idParams, ...editForm } }, async (request) => ok(await varietyEditForm(db, request.params.id)));

    staff.post('/api/operator/catalogue/add', { schema: { body: varietyRequest, ...editForm } }, async (request) =>
      ok(await addVariety(db, request.body), 'varietySaved'),
    );

    staff.post('/api/operator/catalogue/edit/:id', { schema: { params: idParams, body: varietyRequest, ...editForm } }, async (request) =>
      ok(await editVariety(db, request.params.id, request.body), 'varietySaved'),
    );

    // Multipart (the file, and apply's token): read by importParts, not by a body schema.
    staff.post('/api/operator/catalogue/import/preview', { schema: { response: answer(importPreviewSchema) } }, async (request) =>
      ok(await importPreview(db, (await importParts(request)).file)),
    );

    staff.post('/api/operator/catalogue/import/apply', { schema: { response: answer(importAppliedSchema) } }, async (request) => {
      const { file, token } = await importParts(request);
      return ok(await importApply(db, file, parse(importTokenSchema, token)), 'catalogueImportApplied');
    });
  });
}

const errorCode = (error: unknown) => (error as { code?: unknown }).code;

/** The multipart body of an import call: the file (field `file`) and, for apply, the preview's token (field `token`). */
async function importParts(request: FastifyRequest): Promise<{ file: Buffer; token: string | undefined }> {
  let file: Buffer | undefined;
  let token: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === undefined) file = await part.toBuffer();
        else part.file.resume(); // read to its end, so the request completes
      } else if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value;
    }
  } catch (error) {
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('catalogueImportChooseFile');
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('catalogueImportTooLarge');
    // More parts or fields than an upload may have (the multipart limits of app.ts).
    if (errorCode(error) === 'FST_PARTS_LIMIT' || errorCode(error) === 'FST_FILES_LIMIT' || errorCode(error) === 'FST_FIELDS_LIMIT') {
      throw badRequest('catalogueImportChooseFile');
    }
    throw error;
  }
  if (!file || file.length === 0) throw badRequest('catalogueImportChooseFile');
  return { file, token };
}

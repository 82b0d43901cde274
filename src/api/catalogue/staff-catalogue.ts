import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { ImportApplied, ImportPreview, VarietyEditForm, VarietyRequest } from '../contracts/staff-catalogue';
import { checkedBody } from '../checked-body';
import { ApiRequestError, apiPost, apiRequest, apiUpload } from '../client';
import { ApiCode } from '../contracts/envelope';
import { allMessages } from '../contracts/all-messages';
import { maxImageBytes } from '../contracts/upload-rules';
import { catalogueKeys } from './keys';

/*
 * The catalogue kept by staff (issue 25; the editor's read is staff-variety-form.ts): saving a variety
 * (POST add, edit/{id}; the body checked with the server's own schema first) and importing a file in two steps
 * (POST import/preview, import/apply with the preview's token). The file is parsed by the server only, so no
 * spreadsheet code is downloaded. After a write the public catalogue is read again ('catalogue').
 */

export const saveVariety = async ({ id, request }: { id?: number; request: VarietyRequest }) =>
  apiPost<VarietyEditForm>(
    id === undefined ? '/api/operator/catalogue/add' : `/api/operator/catalogue/edit/${id}`,
    await checkedBody(
      import('../contracts/staff-catalogue').then((m) => m.varietyRequest),
      request,
    ),
  );

/** A file over the server's multipart limit is refused before it is sent, with the server's message. */
function checkedFile(file: File): File {
  if (file.size > maxImageBytes) throw new ApiRequestError(ApiCode.badRequest, allMessages.catalogueImportTooLarge);
  return file;
}

export const previewImport = async (file: File) => apiUpload<ImportPreview>('/api/operator/catalogue/import/preview', checkedFile(file), file.name);

export const applyImport = async ({ file, token }: { file: File; token: string }) => {
  const form = new FormData();
  form.append('file', checkedFile(file), file.name);
  form.append('token', token);
  return apiRequest<ImportApplied>('/api/operator/catalogue/import/apply', { method: 'POST', body: form });
};

const refreshCatalogue = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: catalogueKeys.all() }), client.invalidateQueries({ queryKey: catalogueKeys.staffForms() })]);
const staffWrite = <I, O>(name: string, mutationFn: (input: I) => Promise<O>) =>
  mutationOptions({ mutationKey: ['user', 'staff', name], mutationFn, onSuccess: (_data, _input, _result, { client }) => refreshCatalogue(client) });

export const useSaveVariety = () => useMutation(staffWrite('saveVariety', saveVariety));
export const usePreviewImport = () => useMutation({ mutationKey: ['user', 'staff', 'previewImport'], mutationFn: previewImport });
export const useApplyImport = () => useMutation(staffWrite('applyImport', applyImport));

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BusinessLicenseFields, IdentityCardFields, RecognizeReply, UploadReply } from '../contracts/profile';
import { uploadImage } from '../profile/upload-image';

/** Which papers a picture is, when the server can read it to prefill the form (an OCR provider; may read nothing). */
export type PaperReading = 'identityCard' | 'businessLicense';

export interface IdentityPicture {
  key: string;
  url: string;
  /** What was read, by the authentication form's field names; only the fields read (none for a plain upload). */
  fields: Record<string, string>;
}

const readPaths: Record<PaperReading, string> = {
  identityCard: '/api/user/authentication/recognizeIdentityCard',
  businessLicense: '/api/user/authentication/recognizeBusinessLicense',
};

/** The reading's fields under the form's names, the empty ones left out. */
function formFields(read: Record<string, string | null>, names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).flatMap(([from, to]) => (read[from] ? [[to, read[from]!]] : [])));
}

/**
 * One picture of the papers, stored privately: POST /api/upload/identityImage, or recognizeIdentityCard /
 * recognizeBusinessLicense, which store it the same way and also answer what they read. Checked first like every
 * upload (uploadImage): a refused file is never sent.
 */
export async function uploadIdentityImage({ file, read }: { file: File; read?: PaperReading }): Promise<IdentityPicture> {
  if (!read) return { ...(await uploadImage<UploadReply>('/api/upload/identityImage', file)), fields: {} };
  if (read === 'identityCard') {
    const reply = await uploadImage<RecognizeReply<IdentityCardFields>>(readPaths[read], file);
    return { key: reply.key, url: reply.url, fields: formFields({ ...reply.fields }, { name: 'realName', idNumber: 'idNumber' }) };
  }
  const reply = await uploadImage<RecognizeReply<BusinessLicenseFields>>(readPaths[read], file);
  return {
    key: reply.key,
    url: reply.url,
    fields: formFields({ ...reply.fields }, { companyName: 'companyName', creditCode: 'creditCode', legalPerson: 'legalPerson' }),
  };
}

export const uploadIdentityImageMutationOptions = () => mutationOptions({ mutationKey: ['user', 'identityImage'], mutationFn: uploadIdentityImage });

export const useUploadIdentityImage = () => useMutation(uploadIdentityImageMutationOptions());

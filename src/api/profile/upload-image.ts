import { ApiRequestError, apiUpload } from '../client';
import { ApiCode } from '../contracts/envelope';
import { messages } from '../contracts/messages';
import type { UploadReply } from '../contracts/profile';
import { imageRefusal, imageSignatureBytes } from '../contracts/upload-rules';

/** A file's first bytes, or null when the browser cannot read them (the declared type is then judged instead). */
async function firstBytes(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, imageSignatureBytes).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Every upload call's first step (issue 25): a file that is no JPEG, PNG, WEBP or GIF by its first bytes, or is over
 * the server's limit, is refused here with the server's own message, so 6 MB is never sent only to be refused. The
 * server still sniffs and decodes all of it.
 */
export async function checkImage(file: File): Promise<File> {
  const refusal = imageRefusal(file, await firstBytes(file));
  if (refusal) throw new ApiRequestError(ApiCode.badRequest, messages[refusal]);
  return file;
}

/** A checked file as the multipart field `file` of an upload call. */
export const uploadImage = async <T = UploadReply>(path: string, file: File) => apiUpload<T>(path, await checkImage(file), file.name);

/** An avatar picture (POST /api/upload/userImage): stored as a 400 px square; modifyPicture then shows it. */
export const uploadUserImage = (file: File) => uploadImage('/api/upload/userImage', file);

/** An offer's photo (POST /api/upload/productImage) or a complaint's evidence (POST /api/upload/complaintImage): public. */
export const uploadPhoto = (kind: 'product' | 'complaint', file: File) =>
  uploadImage(kind === 'product' ? '/api/upload/productImage' : '/api/upload/complaintImage', file);

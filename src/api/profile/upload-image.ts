import { ApiRequestError, apiUpload } from '../client';
import { ApiCode } from '../contracts/envelope';
import { messages } from '../contracts/messages';
import type { UploadReply } from '../contracts/profile';
import { maxImageBytes } from '../contracts/upload-names';

/**
 * Refuses a file over the server's limit before sending it (so 6 MB is not sent to be refused), with the server's
 * message; the type is the server's to sniff.
 */
export function checkedImage(file: File): File {
  if (file.size > maxImageBytes) throw new ApiRequestError(ApiCode.badRequest, messages.imageTooLarge);
  return file;
}

/** An avatar picture (POST /api/upload/userImage): stored as a 400 px square; modifyPicture then shows it. */
export const uploadUserImage = async (file: File) => apiUpload<UploadReply>('/api/upload/userImage', checkedImage(file), file.name);

/** An ID card or licence picture (POST /api/upload/identityImage): private, read back with usePrivateImage. */
export const uploadIdentityImage = async (file: File) => apiUpload<UploadReply>('/api/upload/identityImage', checkedImage(file), file.name);

/** An offer's photo (POST /api/upload/productImage) or a complaint's evidence (POST /api/upload/complaintImage): public. */
export const uploadPhoto = async (kind: 'product' | 'complaint', file: File) =>
  apiUpload<UploadReply>(kind === 'product' ? '/api/upload/productImage' : '/api/upload/complaintImage', checkedImage(file), file.name);

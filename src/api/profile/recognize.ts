import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiUpload } from '../client';
import type { BusinessLicenseFields, IdentityCardFields, RecognizeReply } from '../contracts/profile';
import { checkedImage } from './upload-image';

/**
 * The authentication forms' OCR calls: the picture is stored privately (like /api/upload/identityImage) and read to
 * prefill the form. The development provider reads nothing and its answer says so; the fields are then empty.
 */
export const recognizeIdentityCard = async (file: File) =>
  apiUpload<RecognizeReply<IdentityCardFields>>('/api/user/authentication/recognizeIdentityCard', checkedImage(file), file.name);
export const recognizeBusinessLicense = async (file: File) =>
  apiUpload<RecognizeReply<BusinessLicenseFields>>('/api/user/authentication/recognizeBusinessLicense', checkedImage(file), file.name);

export const useRecognizeIdentityCard = () =>
  useMutation(mutationOptions({ mutationKey: ['ocr', 'identityCard'], mutationFn: recognizeIdentityCard }));
export const useRecognizeBusinessLicense = () =>
  useMutation(mutationOptions({ mutationKey: ['ocr', 'businessLicense'], mutationFn: recognizeBusinessLicense }));

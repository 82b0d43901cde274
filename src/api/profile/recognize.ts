import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BusinessLicenseFields, IdentityCardFields, RecognizeReply } from '../contracts/profile';
import { uploadImage } from './upload-image';

/**
 * The authentication forms' OCR calls: the picture is stored privately (like /api/upload/identityImage) and read to
 * prefill the form. The development provider reads nothing and its answer says so; the fields are then empty.
 */
export const recognizeIdentityCard = (file: File) =>
  uploadImage<RecognizeReply<IdentityCardFields>>('/api/user/authentication/recognizeIdentityCard', file);
export const recognizeBusinessLicense = (file: File) =>
  uploadImage<RecognizeReply<BusinessLicenseFields>>('/api/user/authentication/recognizeBusinessLicense', file);

export const useRecognizeIdentityCard = () =>
  useMutation(mutationOptions({ mutationKey: ['ocr', 'identityCard'], mutationFn: recognizeIdentityCard }));
export const useRecognizeBusinessLicense = () =>
  useMutation(mutationOptions({ mutationKey: ['ocr', 'businessLicense'], mutationFn: recognizeBusinessLicense }));

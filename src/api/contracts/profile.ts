import { z } from 'zod';
import { messages } from './messages';
import { phoneError } from './validation-rules';
import { phoneSchema, smsCodeSchema, text, userNameSchema } from './validation';

/*
 * The member's own profile (spec section 7, "Profile, addresses and cards") and image uploads (spec section 7,
 * "Other": /api/upload/*). One schema serves the browser's form and the server.
 */

/** Uploads: the sniffed types accepted (never the file name or the declared type) and the size limit. */
export const maxImageBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * A stored image's key as the server makes it: random, with the stored format's extension. Anything else is no key of
 * ours (and can never name a path outside the storage folder).
 */
export const uploadKeyPattern = /^[A-Za-z0-9_-]{20,64}\.(?:webp|jpg)$/;
export const uploadKeySchema = text(messages.chooseImage).regex(uploadKeyPattern, { error: messages.chooseImage });

/** Where a stored image is read: public kinds at /uploads/{key}, private ones (identity papers) through the API. */
export const uploadUrl = (key: string, privateFile = false) => (privateFile ? `/api/upload/private/${key}` : `/uploads/${key}`);

/** POST /api/upload/userImage and /identityImage: the stored image; `url` is where it is read (private: an API path). */
export interface UploadReply {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** OCR (recognizeIdentityCard / recognizeBusinessLicense): what could be read, to prefill the form; '' when unread. */
export interface IdentityCardFields {
  name: string;
  idNumber: string;
  /** Which side of the card the picture shows, when known. */
  side: 'front' | 'back' | null;
}
export interface BusinessLicenseFields {
  companyName: string;
  creditCode: string;
  legalPerson: string;
}
export interface RecognizeReply<F> extends UploadReply {
  fields: F;
  /** Which OCR provider answered ('development' reads nothing: the member fills the form by hand). */
  provider: string;
}

/** GET /api/userinfo/profile (ours: the profile fields the spec's user info does not carry). */
export interface ProfileDetails {
  activeCity: string | null;
  alipayAccount: string | null;
  creditScore: number;
}

// POST /api/userinfo/modifyUserName
export const modifyUserNameRequest = z.object({ userName: userNameSchema });
export type ModifyUserNameRequest = z.input<typeof modifyUserNameRequest>;

// POST /api/userinfo/modifyActiveCity: 常驻城市, 2-20 characters.
export const modifyActiveCityRequest = z.object({
  activeCity: text(messages.enterActiveCity).trim().min(2, { error: messages.enterActiveCity }).max(20, { error: messages.enterActiveCity }),
});
export type ModifyActiveCityRequest = z.input<typeof modifyActiveCityRequest>;

/** An Alipay account is the phone or the e-mail address it was opened with. */
const alipayEmail = z.email({ error: messages.alipayAccountRule });
export const alipayAccountSchema = text(messages.alipayAccountRule)
  .trim()
  .max(64, { error: messages.alipayAccountRule })
  .refine((value) => phoneError(value) === null || alipayEmail.safeParse(value).success, { error: messages.alipayAccountRule });

// POST /api/userinfo/addAlipayAccount
export const addAlipayAccountRequest = z.object({ alipayAccount: alipayAccountSchema });
export type AddAlipayAccountRequest = z.input<typeof addAlipayAccountRequest>;

// POST /api/userinfo/modifyPicture: the key of the member's own avatar upload (POST /api/upload/userImage).
export const modifyPictureRequest = z.object({ key: uploadKeySchema });
export type ModifyPictureRequest = z.input<typeof modifyPictureRequest>;

// POST /api/userinfo/checkModifyPhone: the code sent to the current phone (purpose oldPhone).
export const checkModifyPhoneRequest = z.object({ code: smsCodeSchema });
export type CheckModifyPhoneRequest = z.input<typeof checkModifyPhoneRequest>;
export interface CheckModifyPhoneReply {
  /** Short-lived proof that the current phone was verified, for modifyPhone. */
  ticket: string;
}

// POST /api/userinfo/modifyPhone: the ticket, the new phone and the code sent to it (purpose newPhone).
export const modifyPhoneRequest = z.object({
  ticket: text(messages.phoneTicketInvalid).min(1, { error: messages.phoneTicketInvalid }).max(1000, { error: messages.phoneTicketInvalid }),
  phone: phoneSchema,
  code: smsCodeSchema,
});
export type ModifyPhoneRequest = z.input<typeof modifyPhoneRequest>;

import { z } from 'zod';
import { messages } from './messages';
import { maxPhotos, uploadKeyPattern } from './upload-rules';
import { phoneError } from './validation-rules';
import { phoneSchema, smsCodeSchema, text, userNameSchema } from './validation';

/*
 * The member's own profile (spec section 7, "Profile, addresses and cards") and image uploads (spec section 7,
 * "Other": /api/upload/*). One schema serves the browser's form and the server.
 */

export { acceptedImageTypes, maxImageBytes, maxPhotos, thumbUrl, uploadKeyPattern, uploadUrl } from './upload-rules';

/** An upload's key in a request: of our own form (uploadKeyPattern), else 请选择图片. */
export const uploadKeySchema = text(messages.chooseImage).regex(uploadKeyPattern, { error: messages.chooseImage });

/**
 * Photos attached to an offer, a complaint or a refund: keys of the member's own public uploads of the matching kind
 * (productImage or complaintImage), in the order shown, at most nine, none twice. The server checks the owner and kind.
 */
export const photoKeysSchema = z
  .array(uploadKeySchema, { error: messages.chooseImage })
  .max(maxPhotos, { error: messages.tooManyPhotos })
  .refine((keys) => new Set(keys).size === keys.length, { error: messages.tooManyPhotos })
  .default([]);

/**
 * POST /api/upload/userImage, /productImage, /complaintImage and /identityImage: the stored image; `url` is where it is
 * read (private: an API path), `thumbUrl` its thumbnail (the same as `url` for kinds without one: avatars, papers).
 */
export const uploadReplySchema = z.object({
  key: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** OCR (recognizeIdentityCard / recognizeBusinessLicense): what could be read, to prefill the form; '' when unread. */
export const identityCardFieldsSchema = z.object({
  name: z.string(),
  idNumber: z.string(),
  /** Which side of the card the picture shows, when known. */
  side: z.enum(['front', 'back']).nullable(),
});
export type IdentityCardFields = z.infer<typeof identityCardFieldsSchema>;
export const businessLicenseFieldsSchema = z.object({ companyName: z.string(), creditCode: z.string(), legalPerson: z.string() });
export type BusinessLicenseFields = z.infer<typeof businessLicenseFieldsSchema>;
export interface RecognizeReply<F> extends UploadReply {
  fields: F;
  /** Which OCR provider answered ('development' reads nothing: the member fills the form by hand). */
  provider: string;
}
/** A recognize call's answer schema, for the fields it reads (`RecognizeReply<F>`). */
export const recognizeReplySchema = <F extends z.ZodType>(fields: F) => uploadReplySchema.extend({ fields, provider: z.string() });

/**
 * GET /uploads/{key}, /uploads/{variant}/{key} and /api/upload/private/{key}: a key not of our own form is read as
 * null, which the route answers like an unknown key (not found), never as a refused request.
 */
export const uploadKeyParams = z.object({ key: uploadKeySchema.nullable().catch(null) });

/** GET /api/userinfo/profile (ours: the profile fields the spec's user info does not carry). */
export const profileDetailsSchema = z.object({
  activeCity: z.string().nullable(),
  alipayAccount: z.string().nullable(),
  creditScore: z.number().int(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

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
/** Where the new avatar is read. */
export const modifyPictureReplySchema = z.object({ url: z.string() });

// POST /api/userinfo/checkModifyPhone: the code sent to the current phone (purpose oldPhone).
export const checkModifyPhoneRequest = z.object({ code: smsCodeSchema });
export type CheckModifyPhoneRequest = z.input<typeof checkModifyPhoneRequest>;
export const checkModifyPhoneReplySchema = z.object({
  /** Short-lived proof that the current phone was verified, for modifyPhone. */
  ticket: z.string(),
});
export type CheckModifyPhoneReply = z.infer<typeof checkModifyPhoneReplySchema>;

// POST /api/userinfo/modifyPhone: the ticket, the new phone and the code sent to it (purpose newPhone).
export const modifyPhoneRequest = z.object({
  ticket: text(messages.phoneTicketInvalid).min(1, { error: messages.phoneTicketInvalid }).max(1000, { error: messages.phoneTicketInvalid }),
  phone: phoneSchema,
  code: smsCodeSchema,
});
export type ModifyPhoneRequest = z.input<typeof modifyPhoneRequest>;

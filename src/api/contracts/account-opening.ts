import { z } from 'zod';
import { bankCode, cardNoSchema } from './bank-card-fields';
import { messages } from './messages';
import { uploadKeyPattern } from './upload-rules';
import { phoneSchema, smsCodeSchema, text } from './validation';

/**
 * The account opening's steps' bodies (spec section 7, "Account opening"; their calls are rows of the call table,
 * lifecycle-calls.ts). The opening as the member reads it is in cash-out.ts with the other money answers.
 */

/** A picture of the papers: the member's own identity upload (POST /api/upload/identityImage). */
const photoKey = (missing: string) => text(missing).regex(uploadKeyPattern, { error: missing });

// POST /account/photoUpload: the identity card's two sides.
export const openingPhotosRequest = z
  .object({ frontKey: photoKey(messages.uploadIdFront), backKey: photoKey(messages.uploadIdBack) })
  .refine((photos) => photos.frontKey !== photos.backKey, { error: messages.idPhotosSame, path: ['backKey'] });
export type OpeningPhotosRequest = z.input<typeof openingPhotosRequest>;

// POST /account/tieCard: the card the new account is tied to, with the phone the card's bank has on file.
export const tieCardRequest = z.object({ bankCode, cardNo: cardNoSchema, phone: phoneSchema });
export type TieCardRequest = z.input<typeof tieCardRequest>;

// POST /account/tieCardConfirmed: the code the card's bank sent to that phone.
export const tieCardConfirmedRequest = z.object({ code: smsCodeSchema });
export type TieCardConfirmedRequest = z.input<typeof tieCardConfirmedRequest>;

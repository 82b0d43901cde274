import { z } from 'zod';
import { favouriteLimits, smsDirections, smsKinds, smsStates } from './favourite-names';
import { favouriteIds } from './favourites';
import { messages } from './messages';
import { pageQuery } from './trade';
import { text } from './validation';

/**
 * SMS records (短信记录; spec section 7, "Messages"): what the platform texted the member (a verification code's digits
 * are never kept) and the texts the member sent to favourite members, newest first, the phone masked (first 3 and
 * last 4 digits). A member reads, resends and deletes only their own.
 */

/** GET /api/message/user/smsRecord/page: a page, optionally only received or only sent texts. */
export const smsRecordPageQuery = pageQuery.extend({
  direction: z.enum(smsDirections, { error: messages.invalidRequest }).optional(),
});
export type SmsRecordPageQuery = z.input<typeof smsRecordPageQuery>;

export const smsRecordSchema = z.object({
  id: z.number().int(),
  direction: z.enum(smsDirections),
  kind: z.enum(smsKinds),
  /** The number texted, masked. */
  phone: z.string(),
  /** For a text I sent: the favourite member it went to. */
  userName: z.string().nullable(),
  content: z.string(),
  state: z.enum(smsStates),
  beans: z.number().int(),
  /** Whether smsRecord/resend/{id} may send it again (never a code). */
  resendable: z.boolean(),
  createTime: z.string(),
});
export type SmsRecord = z.infer<typeof smsRecordSchema>;

/** POST /api/message/user/smsRecord/send: a text to chosen favourite members, a fee per text where one is configured. */
export const smsSendRequest = z.object({
  ids: favouriteIds,
  content: text(messages.enterSmsContent)
    .trim()
    .min(1, { error: messages.enterSmsContent })
    .max(favouriteLimits.smsLength, { error: messages.smsContentTooLong }),
});
export type SmsSendRequest = z.input<typeof smsSendRequest>;

import { z } from 'zod';
import { messages } from './messages';
import { pageQuery } from './trade';
import { idParam, text } from './validation';

/**
 * Relations between members (spec section 7, "Settings and relations"): my blacklist (黑名单) and finding a member.
 * A member on my blacklist cannot take my offers (basket add and confirm refuse them); only the publisher's list
 * counts, since the taker who blocked a publisher simply does not take their offers.
 */

/** GET /api/user/blacklist/page: pageNo, pageSize as every list. */
export const blacklistPageQuery = pageQuery;

/** One member on my blacklist; `targetId` is what /api/user/remove/{id} takes. */
export const blacklistEntrySchema = z.object({
  targetId: z.number().int(),
  userName: z.string(),
  levelId: z.number().int(),
  vipName: z.string(),
  /** When I added them (China time). */
  createTime: z.string(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

/** GET /api/user/relation/verification?targetId */
export const relationQuery = z.object({ targetId: idParam });
export const relationSchema = z.object({
  /** I put them on my blacklist. */
  blacklisted: z.boolean(),
  /** They put me on theirs: I cannot take their offers. */
  blockedMe: z.boolean(),
});
export type Relation = z.infer<typeof relationSchema>;

/** GET /api/user/find?condition: part of a user name, or an exact phone, 2-20 characters. */
export const memberFindQuery = z.object({
  condition: text(messages.enterAccount).trim().min(2, { error: messages.enterAccount }).max(20, { error: messages.enterAccount }),
});
export type MemberFind = z.input<typeof memberFindQuery>;

/** A member found by name or phone: only what identifies them, the phone masked. */
export const foundMemberSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  levelId: z.number().int(),
  authType: z.enum(['none', 'personal', 'merchant']),
  phone: z.string(),
});
export type FoundMember = z.infer<typeof foundMemberSchema>;

/** At most this many members are found (the exact name first). */
export const memberFindLimit = 10;

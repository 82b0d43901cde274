import { z } from 'zod';
import { pageSchema } from './trade';

/**
 * Promotion (spec section 7: GET /api/user/myRecommend and /api/user/rebate/page; docs/adr/0024). A member invites
 * others with a link to registration carrying their member id; whoever registers through it is their referred
 * member, and each trade such a member completes earns the referrer points (返利: points, never money). The calls
 * take the shared pageQuery (trade.ts).
 */

/** The query key of the invite link on /register (search-schemas.ts registerSearch reads it). */
export const inviterKey = 'inviter';

/** The invite link without the origin (the browser adds its own): /register?inviter={memberId}. */
export const invitePath = (memberId: number) => `/register?${inviterKey}=${memberId}`;

/** A member who registered through my invite link. */
export const referredMemberSchema = z.object({
  userName: z.string(),
  levelId: z.number().int(),
  levelName: z.string(),
  dealTimes: z.number().int(),
  /** When they registered. */
  createTime: z.string(),
});
export type ReferredMember = z.infer<typeof referredMemberSchema>;

/** GET /api/user/myRecommend?pageNo&pageSize: my invite link's parts, what a referral earns, and my referred members. */
export const myRecommendSchema = z.object({
  memberId: z.number().int(),
  invitePath: z.string(),
  /** Points I earn each time one of my referred members completes a trade (the `points` system setting). */
  referralTrade: z.number().int(),
  /** Every rebate point I have earned so far. */
  rebateTotal: z.number().int(),
  /** A page of my referred members, newest first; `total` is how many I have referred. */
  members: pageSchema(referredMemberSchema),
});
export type MyRecommend = z.infer<typeof myRecommendSchema>;

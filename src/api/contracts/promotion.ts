import type { Page } from './trade';

/**
 * Promotion (spec section 7: GET /api/user/myRecommend and /api/user/rebate/page; docs/adr/0024). A member invites
 * others with a link to registration carrying their member id; whoever registers through it is their referred
 * member, and each trade such a member completes earns the referrer points (返利: points, never money). No zod: the
 * calls take the shared pageQuery (trade.ts).
 */

/** The query key of the invite link on /register (search-schemas.ts registerSearch reads it). */
export const inviterKey = 'inviter';

/** The invite link without the origin (the browser adds its own): /register?inviter={memberId}. */
export const invitePath = (memberId: number) => `/register?${inviterKey}=${memberId}`;

/** A member who registered through my invite link. */
export interface ReferredMember {
  userName: string;
  levelId: number;
  levelName: string;
  dealTimes: number;
  /** When they registered. */
  createTime: string;
}

/** GET /api/user/myRecommend?pageNo&pageSize: my invite link's parts, what a referral earns, and my referred members. */
export interface MyRecommend {
  memberId: number;
  invitePath: string;
  /** Points I earn each time one of my referred members completes a trade (the `points` system setting). */
  referralTrade: number;
  /** Every rebate point I have earned so far. */
  rebateTotal: number;
  /** A page of my referred members, newest first; `total` is how many I have referred. */
  members: Page<ReferredMember>;
}

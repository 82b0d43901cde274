/**
 * The information site's names (issue 15, docs/adr/0029), shared by the database schema, the server and the pages:
 * offers' condition grades, the catalogue's set pieces, complaints, punishments and the site's links.
 */

/** 品相: collectors price a 全品 and a 中品 of the same stamp very differently; the price line is read by grade. */
export const conditionGrades = ['全品', '上品', '中品'] as const;
export type ConditionGrade = (typeof conditionGrades)[number];

/** One piece of a set as the catalogue prints it: 纪25 4-4 is position '4-4' of issue 纪25. */
export interface CataloguePiece {
  position: string;
  title: string;
  /**
   * Face value in fen (8分 = 8, 1元 = 100; 普21's 1分半 is 1.5); null where the catalogue does not state it yet, rather
   * than a guess.
   */
  faceValue: number | null;
}

/** What a complaint is about: a trade (an order of the complainant's) or a member. */
export const complaintKinds = ['trade', 'member'] as const;
export type ComplaintKind = (typeof complaintKinds)[number];
export const complaintKindNames: Record<ComplaintKind, string> = { trade: '交易投诉', member: '会员投诉' };

/** pending until staff decide: upheld (成立) or dismissed (不成立); withdrawn by its author while pending. */
export const complaintStates = ['pending', 'upheld', 'dismissed', 'withdrawn'] as const;
export type ComplaintState = (typeof complaintStates)[number];
export const complaintStateNames: Record<ComplaintState, string> = { pending: '处理中', upheld: '投诉成立', dismissed: '投诉不成立', withdrawn: '已撤回' };

/**
 * What a punishment does: a warning only marks the member (the header's warning marker); a publish ban also stops
 * publishing offers, a trade ban also stops taking offers and paying orders, until it ends.
 */
export const punishmentKinds = ['warning', 'publishBan', 'tradeBan'] as const;
export type PunishmentKind = (typeof punishmentKinds)[number];
export const punishmentKindNames: Record<PunishmentKind, string> = { warning: '警告', publishBan: '限制发布', tradeBan: '限制交易' };

/** 友情链接 (/api/links) and the outside forum's hot topics (/api/bbs/hot). */
export const siteLinkKinds = ['friend', 'forum'] as const;
export type SiteLinkKind = (typeof siteLinkKinds)[number];

/** 帮助中心's sections, in the order the help centre lists them (issue 15). */
export const helpSections = ['新手入门', '交易规则', '资金与支付', '账户与安全', '售后与投诉'] as const;
export type HelpSection = (typeof helpSections)[number];

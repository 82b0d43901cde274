/**
 * The words of VIP years, the deposit (押金) and its surrender, and the bond funds (保证金账户) without their schemas
 * (as authentication-names.ts is for authentication): the machines, the pages that only show a state and the server
 * read them here and load no zod; membership.ts builds the request schemas from them (issue 14, docs/adr/0026).
 */

/** The levels a member may buy (spec section 6: 3 VIP, 4 elite VIP, 5 and above). */
export const vipLevelIds = [3, 4, 5] as const;
export type VipLevelId = (typeof vipLevelIds)[number];
export const isVipLevelId = (n: number): n is VipLevelId => (vipLevelIds as readonly number[]).includes(n);

/**
 * A VIP level as the platform sells it: the `vipLevels` system setting (server/src/domain/membership/settings.ts),
 * one entry per level. `benefits` says in Chinese what the level gives in this product, and nothing it does not.
 */
export interface VipLevelSetting {
  levelId: VipLevelId;
  name: string;
  /** Fen for one year. */
  yearFen: number;
  benefits: string[];
}

/**
 * What buying a level means for the member now: a first year (no active VIP), more years of the active level (the
 * expiry moves by whole years), or an upgrade (the difference for the days left, the expiry kept). A level below the
 * active one cannot be bought.
 */
export const vipPurchaseKinds = ['new', 'renew', 'upgrade'] as const;
export type VipPurchaseKind = (typeof vipPurchaseKinds)[number];
export const vipPurchaseKindNames: Record<VipPurchaseKind, string> = { new: '开通', renew: '续费', upgrade: '升级' };

/** How a purchase is paid: from the balance (with the payment password) or by a top-up through the payment provider. */
export const vipPaymentTypes = ['balance', 'topup'] as const;
export type VipPaymentType = (typeof vipPaymentTypes)[number];
export const vipPaymentTypeNames: Record<VipPaymentType, string> = { balance: '余额支付', topup: '在线支付' };

/** Who acts on a VIP purchase: the member who buys, and the server (top-ups, expiry, a later purchase taking over). */
export const vipPurchaseRoles = ['member', 'system'] as const;
export type VipPurchaseRole = (typeof vipPurchaseRoles)[number];
export const vipPurchaseRoleNames: Record<VipPurchaseRole, string> = { member: '会员', system: '系统' };

/** Where a purchase stands: its machine state (the machine is flat, so the state value is the stage). */
export const vipPurchaseStages = ['applied', 'active', 'expired', 'superseded', 'closed'] as const;
export type VipPurchaseStage = (typeof vipPurchaseStages)[number];
export const vipPurchaseStageNames: Record<VipPurchaseStage, string> = {
  applied: '待支付',
  active: '生效中',
  expired: '已到期',
  superseded: '已续费或升级',
  closed: '已关闭',
};

/** Who acts on a deposit surrender: its member, platform staff (refusing), and the server (the holding period's end). */
export const surrenderRoles = ['member', 'operator', 'system'] as const;
export type SurrenderRole = (typeof surrenderRoles)[number];
export const surrenderRoleNames: Record<SurrenderRole, string> = { member: '会员', operator: '平台', system: '系统' };

/** Where a surrender stands (the machine is flat: its state value is the stage). */
export const surrenderStages = ['draft', 'waiting', 'refunded', 'cancelled', 'refused'] as const;
export type SurrenderStage = (typeof surrenderStages)[number];
export const surrenderStageNames: Record<SurrenderStage, string> = {
  draft: '填写申请',
  waiting: '等待退还',
  refunded: '已退还',
  cancelled: '已撤销',
  refused: '已拒绝',
};
/** A finished surrender: the member may remove it from their list (surrender/del). */
export const finishedSurrenderStages: readonly SurrenderStage[] = ['refunded', 'cancelled', 'refused'];


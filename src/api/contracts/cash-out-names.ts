/**
 * The words of bank cards, cash-out and account opening without their schemas (issue 14; docs/adr/0027): the banks,
 * the card number as members read it, the stages and roles of the two machines (the card number's rules are in
 * cash-out-rules.ts). cash-out.ts builds the request schemas from these; the machines, the server and pages that only
 * show a card load no zod.
 */

/**
 * The banks a card may be of (GET /api/sys/banks): China's policy, state-owned and joint-stock commercial banks, the
 * largest city and rural commercial banks. Codes are the ones Chinese payment channels use for these banks.
 */
export const chineseBanks = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'COMM', name: '交通银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'SPDB', name: '浦发银行' },
  { code: 'CITIC', name: '中信银行' },
  { code: 'CEB', name: '中国光大银行' },
  { code: 'HXB', name: '华夏银行' },
  { code: 'CMBC', name: '中国民生银行' },
  { code: 'GDB', name: '广发银行' },
  { code: 'CIB', name: '兴业银行' },
  { code: 'PAB', name: '平安银行' },
  { code: 'CZB', name: '浙商银行' },
  { code: 'CBHB', name: '渤海银行' },
  { code: 'HFB', name: '恒丰银行' },
  { code: 'BOB', name: '北京银行' },
  { code: 'BOSC', name: '上海银行' },
  { code: 'JSB', name: '江苏银行' },
  { code: 'NJCB', name: '南京银行' },
  { code: 'NBCB', name: '宁波银行' },
  { code: 'HZCB', name: '杭州银行' },
  { code: 'HSB', name: '徽商银行' },
  { code: 'CQCB', name: '重庆银行' },
  { code: 'BJRCB', name: '北京农商银行' },
  { code: 'SRCB', name: '上海农商银行' },
  { code: 'GRCB', name: '广州农商银行' },
  { code: 'CDRCB', name: '成都农商银行' },
] as const;
export type BankCode = (typeof chineseBanks)[number]['code'];
export const bankCodes = chineseBanks.map((b) => b.code) as [BankCode, ...BankCode[]];
export const bankNameOf = (code: string): string => chineseBanks.find((b) => b.code === code)?.name ?? code;

/** A card receives cash-outs (collect: bank/add...) or pays quickly (pay: PayAdd, with the bank's reserved phone). */
export const cardKinds = ['collect', 'pay'] as const;
export type CardKind = (typeof cardKinds)[number];
export const cardKindNames: Record<CardKind, string> = { collect: '提现银行卡', pay: '快捷支付卡' };

/** A card number as members read it: the first 4 and last 4 digits (6222 **** **** 1234). Staff paying see all of it. */
export const maskCardNo = (cardNo: string) => (cardNo.length >= 8 ? `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}` : cardNo);

/** Who acts on a cash-out: the member who applies, platform staff who pay or reject it. */
export const cashOutRoles = ['member', 'operator'] as const;
export type CashOutRole = (typeof cashOutRoles)[number];
export const cashOutRoleNames: Record<CashOutRole, string> = { member: '会员', operator: '平台财务' };

/** Where a cash-out stands: its machine state (flat, so the value is the stage). */
export const cashOutStages = ['draft', 'held', 'paid', 'rejected'] as const;
export type CashOutStage = (typeof cashOutStages)[number];

/** Where a cash-out goes: one of the member's collect cards, or the Alipay account on the profile. */
export const cashOutTargets = ['card', 'alipay'] as const;
export type CashOutTarget = (typeof cashOutTargets)[number];


/** Who acts on an account opening: only the member (the bank's answers come back through the member's calls). */
export const accountOpeningRoles = ['member'] as const;
export type AccountOpeningRole = (typeof accountOpeningRoles)[number];
export const accountOpeningRoleNames: Record<AccountOpeningRole, string> = { member: '会员' };

/** The steps of opening the bank account for bond trading, in order: the machine's states. */
export const accountOpeningStages = ['draft', 'photosUploaded', 'opened', 'cardTied', 'cardConfirmed', 'signed'] as const;
export type AccountOpeningStage = (typeof accountOpeningStages)[number];

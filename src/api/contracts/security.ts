import { z } from 'zod';
import { messages } from './messages';
import { creditLineSchema, payPasswordSchema } from './trade';
import { passwordSchema, smsCodeSchema, text } from './validation';

/**
 * The member's account security and privacy (spec section 7, "Settings and relations"; /person/dashboard): the login
 * password and the two privacy settings. The payment password's calls are in trade.ts (payPasswordModifyRequest).
 */

/** POST /api/user/pwd/modify: the current login password proves it is the member; the new one follows the usual rule. */
export const loginPasswordModifyRequest = z
  .object({
    oldPassword: text(messages.enterPassword).min(1, { error: messages.enterPassword }).max(64, { error: messages.enterPassword }),
    newPassword: passwordSchema,
  })
  .refine((body) => body.oldPassword !== body.newPassword, { error: messages.newPasswordSameAsOld, path: ['newPassword'] });
export type LoginPasswordModify = z.input<typeof loginPasswordModifyRequest>;

/**
 * 找回支付密码 (docs/adr/0034), for a member who forgot it: proves who they are another way, sets a new one and lifts
 * the payment password's lock. Two ways, as Chinese wallets offer:
 * POST /api/user/pwd/payment/recover/sms: the SMS code sent to the bound phone (POST /api/login/sendCode, type
 * payPassword) and the login password;
 * POST /api/user/pwd/payment/recover/idNumber: the last six characters of the ID number authentication approved.
 */
export const payPasswordRecoverBySmsRequest = z.object({
  code: smsCodeSchema,
  loginPassword: text(messages.enterPassword).min(1, { error: messages.enterPassword }).max(64, { error: messages.enterPassword }),
  newPassword: payPasswordSchema,
});
export type PayPasswordRecoverBySms = z.input<typeof payPasswordRecoverBySmsRequest>;

/** The ID number's last six: digits, the last one may be the check character X (typed upper or lower case). */
export const payPasswordRecoverByIdRequest = z.object({
  idTail: text(messages.fillIdTail)
    .trim()
    .min(1, { error: messages.fillIdTail })
    .transform((value) => value.toUpperCase())
    .refine((value) => /^\d{5}[\dX]$/.test(value), { error: messages.idTailRule }),
  newPassword: payPasswordSchema,
});
export type PayPasswordRecoverById = z.input<typeof payPasswordRecoverByIdRequest>;

/** The ways 找回支付密码 offers a member, by the name of their call. */
export const payPasswordRecoveryWays = ['sms', 'idNumber'] as const;
export type PayPasswordRecoveryWay = (typeof payPasswordRecoveryWays)[number];

/** POST /api/user/setting/tradeAmount and /creditDisclosure: switch one privacy setting on or off. */
export const settingSwitchRequest = z.object({ open: z.boolean({ error: messages.invalidRequest }) });
export type SettingSwitch = z.input<typeof settingSwitchRequest>;

/** The two settings by the name of their call; GET /api/user/setting answers them, and each switch answers them too. */
export const memberSettingNames = ['tradeAmount', 'creditDisclosure'] as const;
export type MemberSettingName = (typeof memberSettingNames)[number];
/**
 * tradeAmount: other members see how much I have traded (成交金额) on my trader homepage;
 * creditDisclosure: they see my credit lines (信用额度) there.
 */
export const memberSettingsSchema = z.record(z.enum(memberSettingNames), z.boolean());
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

/**
 * What a trader homepage (GET /api/anon/trade/homepage/{id}) adds, each only when its owner's setting shows it
 * (null when hidden): the sum of their completed deals in fen, and their credit lines.
 */
export const traderDisclosureSchema = z.object({ tradeAmount: z.number().int().nullable(), creditLine: creditLineSchema.nullable() });
export type TraderDisclosure = z.infer<typeof traderDisclosureSchema>;

import { z } from 'zod';
import { appCode } from './envelope';
import { messages } from './messages';
import { id, passwordSchema, phoneSchema, smsCodeSchema, text, userNameSchema } from './validation';

/** What a code is sent for; a code sent for one purpose cannot be used for another. */
/**
 * address: the member's own phone, to save an address (spec section 5's address form); oldPhone then newPhone: changing
 * the bound phone proves both (checkModifyPhone, modifyPhone); payPassword: 找回支付密码 by the bound phone
 * (POST /api/user/pwd/payment/recover/sms, docs/adr/0034).
 */
export const smsPurposes = ['register', 'verifyPhone', 'forget', 'bind', 'address', 'oldPhone', 'newPhone', 'payPassword'] as const;
export const smsPurposeSchema = z.enum(smsPurposes, { error: messages.invalidRequest });
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

export const thirdPartyKinds = ['alipay', 'wechat'] as const;
export const thirdPartyKindSchema = z.enum(thirdPartyKinds, { error: messages.invalidRequest });
export type ThirdPartyKind = z.infer<typeof thirdPartyKindSchema>;
/** /api/login/third/{kind}/…: the vendor in the path. */
export const thirdPartyKindParams = z.object({ kind: thirdPartyKindSchema });

const appCodeSchema = z.literal(appCode).default(appCode);

// POST /api/login
export const loginRequest = z.object({
  username: text(messages.enterAccount).trim().min(1, { error: messages.enterAccount }).max(40, { error: messages.enterAccount }),
  password: text(messages.enterPassword).min(1, { error: messages.enterPassword }).max(64, { error: messages.enterPassword }),
  appCode: appCodeSchema,
});
export type LoginRequest = z.input<typeof loginRequest>;

// GET /api/captcha/slider (the development slider captcha's challenge; see docs/adr/0005)
export const captchaChallenge = z.object({ sessionId: z.string(), token: z.string(), width: z.literal(308) });
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

// POST /api/login/sendCode. sessionId/sig/token are the slider captcha's proof, checked before any SMS is sent.
export const sendCodeRequest = z.object({
  phone: phoneSchema,
  type: smsPurposeSchema,
  sessionId: text(messages.captchaFailed).min(1, { error: messages.captchaFailed }).max(100, { error: messages.captchaFailed }),
  sig: text(messages.captchaFailed).min(1, { error: messages.captchaFailed }).max(200, { error: messages.captchaFailed }),
  token: text(messages.captchaFailed).min(1, { error: messages.captchaFailed }).max(100, { error: messages.captchaFailed }),
});
export type SendCodeRequest = z.input<typeof sendCodeRequest>;

// POST /api/login/checkCode: a logged-in member verifies (binds) a phone; login step 2.
export const checkCodeRequest = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type CheckCodeRequest = z.input<typeof checkCodeRequest>;
export const checkCodeReply = z.object({ checkPhone: z.boolean(), checkAuth: z.boolean() });
export type CheckCodeReply = z.infer<typeof checkCodeReply>;

// POST /api/user/checkOldUser: forgotten password, step 1 — proves the phone; returns a single-use reset ticket.
export const checkOldUserRequest = z.object({ phone: phoneSchema, code: smsCodeSchema, type: z.literal('forget') });
export type CheckOldUserRequest = z.input<typeof checkOldUserRequest>;
export const checkOldUserReply = z.object({ resetTicket: z.string(), userName: z.string() });

// POST /api/login/resetPassword: forgotten password, step 2.
export const resetPasswordRequest = z.object({
  resetTicket: text(messages.resetTicketInvalid).min(1, { error: messages.resetTicketInvalid }).max(100, { error: messages.resetTicketInvalid }),
  password: passwordSchema,
});

// POST /api/login/register
export const registerRequest = z.object({
  userName: userNameSchema,
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  appCode: appCodeSchema,
  /** The member whose invite link this is (/register?inviter=); an unknown one is ignored (docs/adr/0024). */
  inviter: id().optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

// Third-party login. POST /api/login/third/{kind} -> where to send the browser to authorize.
export const thirdStartReply = z.object({ url: z.string() });
// POST /api/login/third/{kind}/auth: exchange the provider's code.
/** Provider codes are opaque; the development provider's are signed payloads of a few hundred characters. */
const thirdCodeSchema = text(messages.thirdPartyUnknown).min(1, { error: messages.thirdPartyUnknown }).max(1000, { error: messages.thirdPartyUnknown });
export const thirdAuthRequest = z.object({ code: thirdCodeSchema });
// POST /api/login/third/bind and /api/login/third/register
export const thirdBindRequest = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  loginType: thirdPartyKindSchema,
  thirdCode: thirdCodeSchema,
});
export const thirdRegisterRequest = thirdBindRequest.extend({ userName: userNameSchema, password: passwordSchema });

/** Spec section 3, User info. Money is integer fen; gold beans are integers. */
export const userInfo = z.object({
  id: z.number().int(),
  userName: z.string(),
  phone: z.string(),
  headImg: z.string(),
  vipIcon: z.string(),
  vipName: z.string(),
  levelId: z.number().int().min(1).max(6),
  levelIcon: z.string(),
  goldCoin: z.number().int(),
  balance: z.number().int(),
  personalScore: z.number().int(),
  checkAuth: z.boolean(),
  checkPhone: z.boolean(),
  isAuth: z.boolean(),
  /** 0 personal, 1 merchant, null unverified */
  authType: z.union([z.literal(0), z.literal(1)]).nullable(),
  authState: z.number().int(),
  isWarned: z.boolean(),
  agent: z.union([z.literal(0), z.literal(1)]),
  dealTimes: z.number().int(),
  userCreditLine: z.number().int(),
  /**
   * Ours, not the spec's: platform staff (users.operator), for the header's 平台管理 link. Optional because a user
   * info stored by an earlier build (the browser keeps the last one) lacks it; the server always sends it.
   */
  isStaff: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Spec section 3, Login reply. Also the reply of register, third-party auth (when bound), bind and register. */
export const loginReply = z.object({
  token: z.string(),
  agent: z.union([z.literal(0), z.literal(1)]),
  userinfo: userInfo,
  checkAuth: z.boolean(),
  checkPhone: z.boolean(),
});
export type LoginReply = z.infer<typeof loginReply>;

/** /api/login/third/{kind}/auth: either logged in, or the provider identity must first be bound to a phone. */
export const thirdAuthReply = z.union([
  loginReply.extend({ needBind: z.literal(false) }),
  z.object({ needBind: z.literal(true), thirdCode: z.string(), nickName: z.string() }),
]);
export type ThirdAuthReply = z.infer<typeof thirdAuthReply>;

// GET /api/user/account/wallet
export const wallet = z.object({ goldCoin: z.number().int(), balance: z.number().int(), personalScore: z.number().int() });
export type Wallet = z.infer<typeof wallet>;

// POST /api/user/logout
export const logoutRequest = z.object({ appCode: appCodeSchema });

// GET /api/user/message/unread
export const unreadReply = z.object({ count: z.number().int().min(0) });

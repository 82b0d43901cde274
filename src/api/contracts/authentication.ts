import { z } from 'zod';
import { authenticationKinds, authenticationRoles, authenticationStages, type AuthenticationKind, type AuthenticationStage } from './authentication-names';
import { messages } from './messages';
import { uploadKeyPattern } from './profile';
import { jsonObjectSchema, pageQuery } from './trade';
import { idParam, text } from './validation';

/*
 * Real-name authentication (spec section 7, "Authentication and VIP"; docs/adr/0023). One schema serves the browser's
 * form and the server. The member's calls are /api/user/personalAuthentication and companyAuthentication (+ /edit
 * after a rejection) and /api/user/authenticationInfo; platform staff review under /api/operator/authentication.
 */
export * from './authentication-names';

/** GB 11643: 17 digits, then the check character of their weighted sum mod 11; the birth date must be a date. */
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckCharacters = '10X98765432';
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const [year, month, day] = [Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14))];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  const sum = idWeights.reduce((total, weight, i) => total + Number(value[i]) * weight, 0);
  return idCheckCharacters[sum % 11] === value[17];
}

/** GB 32100: 18 characters of the code's alphabet (no I, O, S, V, Z), the last the check character of the rest. */
const creditAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export function isCreditCode(value: string): boolean {
  if (!/^[0-9ABCDEFGHJKLMNPQRTUWXY]{18}$/.test(value)) return false;
  const sum = creditWeights.reduce((total, weight, i) => total + creditAlphabet.indexOf(value[i]!) * weight, 0);
  return creditAlphabet[(31 - (sum % 31)) % 31] === value[17];
}

/** A person's name as on the card: 2-30 Chinese characters, with · between the parts of a transcribed name. */
const chineseName = (missing: string, rule: string) =>
  text(missing)
    .trim()
    .min(1, { error: missing })
    .regex(/^[\u4e00-\u9fa5·]{2,30}$/, { error: rule });

/** Typed upper or lower case; stored upper case (the check character X, the code's letters). */
const checkedCode = (missing: string, invalid: string, valid: (value: string) => boolean) =>
  text(missing)
    .trim()
    .min(1, { error: missing })
    .max(18, { error: invalid })
    .transform((value) => value.toUpperCase())
    .refine(valid, { error: invalid });

export const idNumberSchema = checkedCode(messages.fillIdNumber, messages.idNumberInvalid, isIdNumber);
export const creditCodeSchema = checkedCode(messages.fillCreditCode, messages.creditCodeInvalid, isCreditCode);

/** A picture the member uploaded (POST /api/upload/identityImage or the recognize calls); the server checks it is theirs. */
const photoKey = (missing: string) => text(missing).regex(uploadKeyPattern, { error: missing });

// POST /api/user/personalAuthentication and /edit
export const personalAuthenticationRequest = z
  .object({
    realName: chineseName(messages.fillRealName, messages.realNameRule),
    idNumber: idNumberSchema,
    frontKey: photoKey(messages.uploadIdFront),
    backKey: photoKey(messages.uploadIdBack),
  })
  .refine((papers) => papers.frontKey !== papers.backKey, { error: messages.idPhotosSame, path: ['backKey'] });
export type PersonalAuthenticationRequest = z.input<typeof personalAuthenticationRequest>;
export type PersonalPapers = z.output<typeof personalAuthenticationRequest>;

// POST /api/user/companyAuthentication and /edit
export const companyAuthenticationRequest = z.object({
  companyName: text(messages.fillCompanyName)
    .trim()
    .min(1, { error: messages.fillCompanyName })
    .min(2, { error: messages.companyNameRule })
    .max(60, { error: messages.companyNameRule }),
  creditCode: creditCodeSchema,
  legalPerson: chineseName(messages.fillLegalPerson, messages.legalPersonRule),
  idNumber: idNumberSchema,
  licenceKey: photoKey(messages.uploadLicence),
});
export type CompanyAuthenticationRequest = z.input<typeof companyAuthenticationRequest>;
export type CompanyPapers = z.output<typeof companyAuthenticationRequest>;

export type Papers = PersonalPapers | CompanyPapers;
/** The picture fields of each kind's papers, with their Chinese names (the staff page shows them in this order). */
export const photoFields = {
  personal: [
    ['frontKey', '身份证正面'],
    ['backKey', '身份证反面'],
  ],
  merchant: [['licenceKey', '营业执照']],
} as const satisfies Record<AuthenticationKind, ReadonlyArray<readonly [string, string]>>;

// POST /api/operator/authentication/approve and /reject (platform staff)
export { approveAuthenticationRequest, rejectAuthenticationRequest, type ApproveAuthenticationRequest, type RejectAuthenticationRequest } from './staff-decisions';

/** GET /api/operator/authentication/page: the review queue; an optional stage (submitted first, oldest first). */
export const authenticationQueueQuery = pageQuery.extend({
  stage: z.enum(authenticationStages.filter((s) => s !== 'draft') as ['submitted', 'approved', 'rejected'], { error: messages.invalidRequest }).optional(),
});
export type AuthenticationQueueQuery = z.output<typeof authenticationQueueQuery>;
/** GET /api/operator/authentication/{id} */
export const authenticationParams = z.object({ id: idParam });

/** One recorded step of an application: who did what, when; the rejection's reason with it. */
export const authenticationEventViewSchema = z.object({
  event: z.string(),
  /** The machine's Chinese name of the event. */
  label: z.string(),
  role: z.enum(authenticationRoles),
  time: z.string(),
  reason: z.string().nullable(),
});
export type AuthenticationEventView = z.infer<typeof authenticationEventViewSchema>;

/** The papers' text fields (paperLabels) as they are shown, the id number masked. */
const shownPapersSchema = z.record(z.string(), z.string());

/** The application as its member sees it: papers masked (the id number's middle hidden), no picture keys. */
export const myAuthenticationApplicationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(authenticationKinds),
  stateValue: z.enum(authenticationStages),
  context: jsonObjectSchema,
  stage: z.enum(authenticationStages),
  stateName: z.string(),
  papers: shownPapersSchema,
  rejectReason: z.string().nullable(),
  updateTime: z.string(),
  events: z.array(authenticationEventViewSchema),
});
export type MyAuthenticationApplication = z.infer<typeof myAuthenticationApplicationSchema>;

/** GET /api/user/authenticationInfo */
export const authenticationInfoSchema = z.object({
  /** Authenticated now (also members authenticated before applications were recorded). */
  authenticated: z.boolean(),
  authType: z.enum(['none', ...authenticationKinds]),
  /** The member's one application; null before the first submission. */
  application: myAuthenticationApplicationSchema.nullable(),
});
export type AuthenticationInfo = z.infer<typeof authenticationInfoSchema>;

/** A row of the staff's review queue. */
export const authenticationQueueItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  kind: z.enum(authenticationKinds),
  stage: z.enum(authenticationStages),
  stateName: z.string(),
  /** When the papers on file were last submitted (提交时间); null for an application recorded without its events. */
  submitTime: z.string().nullable(),
  /** When the application last changed: after a decision, the decision's time. */
  updateTime: z.string(),
});
export type AuthenticationQueueItem = z.infer<typeof authenticationQueueItemSchema>;

/** GET /api/operator/authentication/{id}: everything staff review, the pictures as private upload URLs. */
export const authenticationReviewSchema = authenticationQueueItemSchema.extend({
  stateValue: z.enum(authenticationStages),
  context: jsonObjectSchema,
  level: z.number().int(),
  papers: shownPapersSchema,
  photos: z.array(z.object({ label: z.string(), url: z.string() })),
  rejectReason: z.string().nullable(),
  events: z.array(authenticationEventViewSchema),
  version: z.number().int(),
});
export type AuthenticationReview = z.infer<typeof authenticationReviewSchema>;

/** What the stage means to the member on /person/authentication (shown beside the machine's state label). */
export const stageHints: Record<AuthenticationStage, string> = {
  draft: '请填写真实资料并上传证件照片，提交后由平台审核。',
  submitted: messages.authUnderReview,
  approved: '您已通过实名认证。',
  rejected: '您的认证申请被驳回，请按原因修改后重新提交。',
};

/** The papers' text fields with their Chinese names, in the order pages show them. */
export const paperLabels: ReadonlyArray<readonly [string, string]> = [
  ['realName', '真实姓名'],
  ['companyName', '企业名称'],
  ['creditCode', '统一社会信用代码'],
  ['legalPerson', '法人姓名'],
  ['idNumber', '身份证号码'],
];

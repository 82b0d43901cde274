import { z } from 'zod';
import { complaintKinds, complaintStates, punishmentKinds } from './content-names';
import { publicComplaintStates, punishmentStates } from './complaint-names';
import { charCount, complaintContentLimits, complaintTitleLimits, decisionLimits, maxPunishmentDays, punishmentReasonLimits } from './complaint-rules';
import { messages } from './messages';
import { photoKeysSchema } from './profile';
import { pageQuery, type Page } from './trade';
import { id, idParam, idSchema, int, text } from './validation';

/*
 * Complaints (投诉专栏 /bulletin, /complaint/{id}, /person/complaint, /person/comment) and punishments (处罚公示
 * /punishment) of spec section 7, "Content" (issue 15). One schema serves the form and the server. Complaints are plain
 * text: the pages print them as text, never as HTML. Times are China time 'YYYY-MM-DD HH:mm:ss'.
 */
export * from './complaint-names';
export * from './complaint-rules';
export type { Page };

const textOf = (min: number, max: number, error: string) =>
  text(error)
    .trim()
    .refine((value) => charCount(value) >= min && charCount(value) <= max, { error });

const title = textOf(complaintTitleLimits.min, complaintTitleLimits.max, messages.complaintTitleRule);
const content = textOf(complaintContentLimits.min, complaintContentLimits.max, messages.complaintContentRule);
const photos = photoKeysSchema;

/**
 * POST /api/leaveMessage/complaint/publish. A trade complaint names one of the complainant's own orders: the server
 * finds the other party. A member complaint names the member by id (the /complaint/{id} page) or by user name (typed);
 * when both are given they must name the same member. Photos are the complainant's own complaintImage uploads.
 */
export const complaintPublishRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('trade'), orderId: id(messages.chooseComplaintOrder), title, content, photos }),
    z
      .object({
        kind: z.literal('member'),
        respondentId: id(messages.chooseRespondent).optional(),
        respondentName: text(messages.chooseRespondent)
          .trim()
          .min(1, { error: messages.chooseRespondent })
          .max(20, { error: messages.memberNotFound })
          .optional(),
        title,
        content,
        photos,
      })
      .refine((body) => body.respondentId !== undefined || body.respondentName !== undefined, {
        error: messages.chooseRespondent,
        path: ['respondentName'],
      }),
  ],
  { error: messages.chooseComplaintKind },
);
export type ComplaintPublishRequest = z.input<typeof complaintPublishRequest>;

/** POST /api/leaveMessage/del: the author withdraws a pending complaint (kept, marked withdrawn). */
export const complaintWithdrawRequest = z.object({ id: idSchema });
export type ComplaintWithdrawRequest = z.input<typeof complaintWithdrawRequest>;

/** GET /api/anon/complaint/list: the public column, newest first, optionally one state. */
export const publicComplaintPageQuery = pageQuery.extend({
  state: z.enum(publicComplaintStates, { error: messages.invalidRequest }).optional(),
});
export type PublicComplaintPageQuery = z.output<typeof publicComplaintPageQuery>;

/** The member's own lists and the staff's queue: optionally one state (withdrawn included). */
export const complaintPageQuery = pageQuery.extend({
  state: z.enum(complaintStates, { error: messages.invalidRequest }).optional(),
});
export type ComplaintPageQuery = z.output<typeof complaintPageQuery>;

/** /api/anon/complaint/detail/{id} and the staff's /api/operator/complaint/{id}. */
export const complaintParams = z.object({ id: idParam });

/** GET /api/complaint/orders?memberId: the member's orders with another member, for the complaint form. */
export const complaintOrdersQuery = z.object({ memberId: idParam });

/** The other side of a complaint as a reader may see it: a name, or 匿名买家 for an anonymous scan's buyer. */
export const complaintPartySchema = z.object({
  /** Null where the reader may not know who it is (an anonymous buyer, a masked complainant). */
  id: z.number().int().nullable(),
  name: z.string(),
});
export type ComplaintParty = z.infer<typeof complaintPartySchema>;

/** A complaint in the public column (/bulletin) and on its page. The complainant is masked (金**家). */
export const complaintItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(complaintKinds),
  kindName: z.string(),
  title: z.string(),
  complainant: z.string(),
  respondent: complaintPartySchema,
  state: z.enum(complaintStates),
  stateName: z.string(),
  /** Staff's decision, '' while pending. */
  decision: z.string(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
});
export type ComplaintItem = z.infer<typeof complaintItemSchema>;

/** The punishments an upheld complaint led to, as the public sees them. */
export const punishmentBriefSchema = z.object({
  id: z.number().int(),
  kind: z.enum(punishmentKinds),
  kindName: z.string(),
  period: z.string(),
  stateName: z.string(),
});
export type PunishmentBrief = z.infer<typeof punishmentBriefSchema>;

/** An order a complaint can be about (the form's choice) or is about. */
export const complaintOrderSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  amount: z.number().int(),
  /** The reader's side of it. */
  side: z.enum(['buyer', 'seller']),
  stateName: z.string(),
  createTime: z.string(),
});
export type ComplaintOrder = z.infer<typeof complaintOrderSchema>;

/**
 * One complaint with its text (/bulletin/{id}; the member's lists carry the same). Evidence photos are shown to both
 * parties and staff only: anyone else gets none and `photoCount` says how many there are.
 */
export const complaintDetailSchema = complaintItemSchema.extend({
  content: z.string(),
  photos: z.array(z.string()),
  photoCount: z.number().int(),
  /** Whether the reader may see the photos (a party or staff). */
  photosShown: z.boolean(),
  /** The order a trade complaint is about, for its parties and staff; null otherwise. */
  order: complaintOrderSchema.nullable(),
  punishments: z.array(punishmentBriefSchema),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

/** A complaint in the member's own lists: how the member stands in it, and whether they may still withdraw it. */
export const myComplaintSchema = complaintDetailSchema.extend({ role: z.enum(['complainant', 'respondent']), withdrawable: z.boolean() });
export type MyComplaint = z.infer<typeof myComplaintSchema>;

/** GET /api/complaint/orders: the other member's name and the reader's orders with them, newest first. */
export const complaintOrdersSchema = z.object({
  member: z.object({ id: z.number().int(), name: z.string() }),
  orders: z.array(complaintOrderSchema),
});
export type ComplaintOrders = z.infer<typeof complaintOrdersSchema>;

/** The staff's queue row and page: both parties by name, the photos, the order. */
export const staffComplaintSchema = complaintDetailSchema.extend({
  complainantId: z.number().int(),
  complainantName: z.string(),
  respondentId: z.number().int().nullable(),
  respondentName: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/** A punishment issued with a decision, or on its own (the member is given separately). */
const punishmentTerms = {
  kind: z.enum(punishmentKinds, { error: messages.choosePunishmentKind }),
  reason: textOf(punishmentReasonLimits.min, punishmentReasonLimits.max, messages.punishmentReasonRule),
  /** Days from now; null: until revoked. */
  days: int(1, maxPunishmentDays, messages.punishmentDaysRule).nullable(),
};
export const punishmentTermsRequest = z.object(punishmentTerms);
export type PunishmentTerms = z.input<typeof punishmentTermsRequest>;

/**
 * POST /api/operator/complaint/decide: upheld (投诉成立) or dismissed (不成立) with the decision text the public reads;
 * an upheld one may punish the respondent in the same step.
 */
export const complaintDecideRequest = z
  .object({
    id: idSchema,
    result: z.enum(['upheld', 'dismissed'], { error: messages.chooseComplaintResult }),
    decision: textOf(decisionLimits.min, decisionLimits.max, messages.decisionRule),
    punishment: punishmentTermsRequest.optional(),
  })
  .refine((body) => body.result === 'upheld' || body.punishment === undefined, { error: messages.punishOnlyUpheld, path: ['punishment'] });
export type ComplaintDecideRequest = z.input<typeof complaintDecideRequest>;

/** POST /api/operator/punish/issue: a punishment on its own, the member by id or by user name (as a complaint names one). */
export const punishmentIssueRequest = z
  .object({
    userId: id(messages.choosePunishedMember).optional(),
    userName: text(messages.choosePunishedMember)
      .trim()
      .min(1, { error: messages.choosePunishedMember })
      .max(20, { error: messages.memberNotFound })
      .optional(),
    ...punishmentTerms,
  })
  .refine((body) => body.userId !== undefined || body.userName !== undefined, { error: messages.choosePunishedMember, path: ['userName'] });
export type PunishmentIssueRequest = z.input<typeof punishmentIssueRequest>;

/** POST /api/operator/punish/revoke */
export const punishmentRevokeRequest = z.object({ id: idSchema });
export type PunishmentRevokeRequest = z.input<typeof punishmentRevokeRequest>;

/** GET /api/user/punish/notice/page, /punish/my/page and the staff's list: optionally one state. */
export const punishmentPageQuery = pageQuery.extend({
  state: z.enum(punishmentStates, { error: messages.invalidRequest }).optional(),
});
export type PunishmentPageQuery = z.output<typeof punishmentPageQuery>;

/** GET /api/user/punish/detail?punishId */
export const punishmentDetailQuery = z.object({ punishId: idParam });

/** A punishment in 处罚公示 (public: the member punished is named, as the notice is meant to). */
export const punishmentItemSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  kind: z.enum(punishmentKinds),
  kindName: z.string(),
  reason: z.string(),
  /** 30天（至2026-12-22 10:00） or 直至平台撤销. */
  period: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  revokeTime: z.string().nullable(),
  state: z.enum(punishmentStates),
  stateName: z.string(),
  /** The upheld complaint it came from, if any (its public page). */
  complaintId: z.number().int().nullable(),
  /** Whether the reader is the member punished. */
  mine: z.boolean(),
});
export type PunishmentItem = z.infer<typeof punishmentItemSchema>;

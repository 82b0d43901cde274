/**
 * Favourites, subscriptions and SMS records (issue 27) as members read them, without zod: the kinds and states, their
 * names, and the limits the forms and the server share. The zod contracts (favourites.ts, subscriptions.ts,
 * sms-records.ts) are built from them.
 */

/** What a favourite or a subscription is of. */
export const favouriteKinds = ['variety', 'user'] as const;
export type FavouriteKind = (typeof favouriteKinds)[number];
export const subscriptionKinds = ['variety', 'trader'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];
export const subscriptionKindNames: Record<SubscriptionKind, string> = {
  variety: '品种',
  trader: '会员',
};

/** An SMS record: what the platform texted me, or what I texted a favourite member. */
export const smsDirections = ['received', 'sent'] as const;
export type SmsDirection = (typeof smsDirections)[number];
export const smsDirectionNames: Record<SmsDirection, string> = {
  received: '收到',
  sent: '发出',
};
export const smsKinds = ['code', 'notice', 'member'] as const;
export type SmsKind = (typeof smsKinds)[number];
export const smsKindNames: Record<SmsKind, string> = {
  code: '验证码',
  notice: '通知',
  member: '会员短信',
};
export const smsStates = ['pending', 'sent', 'failed'] as const;
export type SmsState = (typeof smsStates)[number];
export const smsStateNames: Record<SmsState, string> = {
  pending: '发送中',
  sent: '已发送',
  failed: '发送失败',
};

/** The bounds the forms and the server share; the per-day counts and the term are the `favourites` system setting. */
export const favouriteLimits = {
  /** Favourite members one message or SMS may go to. */
  recipientsPerSend: 50,
  /** Characters of an inbox message to favourite members. */
  messageLength: 200,
  /** Characters of an SMS to favourite members (one text of 70, less the platform's signature and the sender's name). */
  smsLength: 50,
} as const;

/**
 * The system config's gold-bean fee keys (goldPaymentItem) of these paid features: a term of a favourite variety or
 * member, the first subscription to something, one SMS to a favourite member. A key the operator has not priced is free.
 * The pages read the price under these keys before the member pays.
 */
export const favouriteFeeKeys = {
  variety: 'p_collect_variety',
  user: 'p_collect_user',
  subscription: 'p_subscription',
  sms: 'p_sms',
} as const;

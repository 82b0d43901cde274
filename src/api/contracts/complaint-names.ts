/**
 * The words of complaints and punishments without their zod schemas (issue 15): the pages read them from here and
 * load no zod with their first paint (tests/unit/bundle-budget.test.ts); the limits are in complaint-rules.ts.
 */

/** The states the public column shows (a withdrawn complaint is not public). */
export const publicComplaintStates = ['pending', 'upheld', 'dismissed'] as const;
export type PublicComplaintState = (typeof publicComplaintStates)[number];

/** Where a punishment stands: in force, over (its end passed), or revoked by staff. */
export const punishmentStates = ['active', 'ended', 'revoked'] as const;
export type PunishmentState = (typeof punishmentStates)[number];
export const punishmentStateNames: Record<PunishmentState, string> = { active: '生效中', ended: '已到期', revoked: '已撤销' };

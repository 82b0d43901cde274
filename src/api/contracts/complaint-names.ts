/**
 * The rules and names of complaints and punishments without their zod schemas (issue 15): complaints.ts builds its
 * schemas from these and re-exports them; the pages read them from here and load no zod with their first paint
 * (tests/unit/bundle-budget.test.ts), checking what is typed with the same limits before the call checks it again.
 */

/** Lengths as a person counts them: characters, so an emoji is one (not two UTF-16 units). */
export const charCount = (value: string) => [...value].length;

export interface Limits {
  min: number;
  max: number;
}
export const complaintTitleLimits: Limits = { min: 5, max: 50 };
export const complaintContentLimits: Limits = { min: 10, max: 1000 };
export const decisionLimits: Limits = { min: 2, max: 500 };
export const punishmentReasonLimits: Limits = { min: 2, max: 200 };
/** A timed punishment lasts 1 to 3650 days; null (直至撤销) lasts until staff revoke it. */
export const maxPunishmentDays = 3650;

/** Whether a text fits the limits once trimmed, as the contract counts it. */
export const fitsLimits = (value: string, limits: Limits) => {
  const n = charCount(value.trim());
  return n >= limits.min && n <= limits.max;
};

/** The states the public column shows (a withdrawn complaint is not public). */
export const publicComplaintStates = ['pending', 'upheld', 'dismissed'] as const;
export type PublicComplaintState = (typeof publicComplaintStates)[number];

/** Where a punishment stands: in force, over (its end passed), or revoked by staff. */
export const punishmentStates = ['active', 'ended', 'revoked'] as const;
export type PunishmentState = (typeof punishmentStates)[number];
export const punishmentStateNames: Record<PunishmentState, string> = { active: '生效中', ended: '已到期', revoked: '已撤销' };

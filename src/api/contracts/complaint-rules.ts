/**
 * The rules of complaints and punishments without their zod schemas (issue 15): how long a title, a text, a decision
 * or a reason may be, counted as a person counts, and how long a punishment lasts. complaints.ts builds its schemas
 * from these and the forms check what is typed with the same limits; complaint-names.ts holds the words.
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

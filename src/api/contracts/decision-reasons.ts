/**
 * A staff decision's reason (a rejection, a refusal, a VIP purchase closed by staff) is 1-200 characters once trimmed:
 * the contracts' rule and the machines' guard. On its own so the call table's schemas (staff-decisions.ts) take the
 * number without the names modules it is used in.
 */
export const decisionReasonMaxLength = 200;

/** The machines' `accepts` for a decision's reason: the same rule as the schemas' (staff-decisions.ts). */
export const isDecisionReason = (reason: unknown): reason is string =>
  typeof reason === 'string' && reason.trim().length >= 1 && reason.length <= decisionReasonMaxLength;

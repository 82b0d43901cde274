/**
 * A staff decision's reason (a rejection, a refusal, a VIP purchase closed by staff) is 1-200 characters once trimmed:
 * the contracts' rule and the machines' guard. On its own so the call table's schemas (staff-decisions.ts) take the
 * number without the names modules it is used in.
 */
export const decisionReasonMaxLength = 200;

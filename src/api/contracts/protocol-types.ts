/**
 * Protocol viewer type codes (spec section 4). 0 means closed. Without zod, so a page that only opens a rule in the
 * viewer does not load it (tests/unit/bundle-budget.test.ts).
 */
export const protocolTypes = {
  register: 1,
  margin: 2,
  creditAmount: 3,
  integration: 4,
  creditScore: 5,
  withdrawal: 6,
  bigRoom: 7,
} as const;

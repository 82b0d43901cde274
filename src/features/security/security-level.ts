/** What protects an account beyond its login password: a verified phone, a real-name identity, a payment password. */
export interface SecurityFacts {
  phoneVerified: boolean;
  authenticated: boolean;
  payPasswordSet: boolean;
}

export type SecurityLevel = '高' | '中' | '低';

/** 安全等级: 高 with all three, 中 with two, 低 otherwise. */
export function securityLevel(facts: SecurityFacts): SecurityLevel {
  const set = [facts.phoneVerified, facts.authenticated, facts.payPasswordSet].filter(Boolean).length;
  return set === 3 ? '高' : set === 2 ? '中' : '低';
}

/**
 * The words of real-name authentication without their schemas (as agent-names.ts is for agent links): the machine,
 * the pages that only show a state and the server read them here and load no zod; authentication.ts builds the
 * request schemas from them.
 */

/** 个人认证 (authType 0) or 企业认证 / merchant (authType 1). */
export const authenticationKinds = ['personal', 'merchant'] as const;
export type AuthenticationKind = (typeof authenticationKinds)[number];
export const authenticationKindNames: Record<AuthenticationKind, string> = { personal: '个人认证', merchant: '企业认证' };

/** Who acts on an application: the member who applies, and platform staff who review it. */
export const authenticationRoles = ['member', 'operator'] as const;
export type AuthenticationRole = (typeof authenticationRoles)[number];
export const authenticationRoleNames: Record<AuthenticationRole, string> = { member: '会员', operator: '平台审核' };

/** Where an application stands: its machine state (the machine is flat, so the state value is the stage). */
export const authenticationStages = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type AuthenticationStage = (typeof authenticationStages)[number];


/** An id number shown to its owner: the first 6 and the last 4 characters (110101********1234). */
export const maskIdNumber = (idNumber: string) => (idNumber.length > 10 ? `${idNumber.slice(0, 6)}${'*'.repeat(idNumber.length - 10)}${idNumber.slice(-4)}` : idNumber);

import { queryOptions } from '@tanstack/react-query';
import type { MembershipAudit } from '../contracts/membership';
import { apiDownload, apiGet } from '../client';
import { membershipKeys } from './keys';

/** Which history: a VIP purchase's (GET /api/user/annual/events) or a deposit surrender's (/api/deposit/surrender/events). */
export type MembershipSubject = 'vipPurchase' | 'surrender';
const paths: Record<MembershipSubject, string> = { vipPurchase: '/api/user/annual/events', surrender: '/api/deposit/surrender/events' };

/** One of my purchases' or surrenders' history, replayed by the server: the 流程 view's data. */
export const getMembershipAudit = (subject: MembershipSubject, id: number) => apiGet<MembershipAudit>(paths[subject], { id, format: 'json' });
export const membershipAuditQueryOptions = (subject: MembershipSubject, id: number) =>
  queryOptions({ queryKey: membershipKeys.audit(subject, id), queryFn: () => getMembershipAudit(subject, id) });
/** The same as the auditors' CSV. */
export const downloadMembershipCsv = (subject: MembershipSubject, id: number) => apiDownload(paths[subject], { id, format: 'csv' });

import { mutationOptions, queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { Page, PunishmentIssueRequest, PunishmentItem } from '../contracts/complaints';
import { checkedBody } from '../checked-body';
import { apiGet, apiPost } from '../client';
import type { PunishmentListRequest } from './get-punishments';
import { complaintKeys } from './keys';

const base = '/api/operator/punish';

/** Every punishment for staff (GET /api/operator/punish/page), newest first. */
export const getStaffPunishments = (query: PunishmentListRequest) => apiGet<Page<PunishmentItem>>(`${base}/page`, { ...query });
export const staffPunishmentsQueryOptions = (query: PunishmentListRequest) =>
  queryOptions({ queryKey: complaintKeys.staffPunishmentList(query), queryFn: () => getStaffPunishments(query) });

/** 处罚 (POST /api/operator/punish/issue), checked with the server's schema first. */
export const issuePunishment = async (request: PunishmentIssueRequest) => {
  const body = await checkedBody(
    import('../contracts/complaints').then((m) => m.punishmentIssueRequest),
    request,
  );
  return apiPost<PunishmentItem>(`${base}/issue`, body);
};

/** 撤销处罚 (POST /api/operator/punish/revoke). */
export const revokePunishment = async (id: number) => {
  const body = await checkedBody(
    import('../contracts/complaints').then((m) => m.punishmentRevokeRequest),
    { id },
  );
  return apiPost<PunishmentItem>(`${base}/revoke`, body);
};

/** Afterwards the staff's list and the public notice are read again. */
const afterChange = () => ({
  onSuccess: async (_item: PunishmentItem, _input: unknown, _result: unknown, { client }: { client: QueryClient }) => {
    await client.invalidateQueries({ queryKey: complaintKeys.staffPunishments() });
    await client.invalidateQueries({ queryKey: complaintKeys.punishments() });
  },
});

export const useIssuePunishment = () =>
  useMutation(mutationOptions({ mutationKey: ['user', 'staff', 'issuePunishment'], mutationFn: issuePunishment, ...afterChange() }));
export const useRevokePunishment = () =>
  useMutation(mutationOptions({ mutationKey: ['user', 'staff', 'revokePunishment'], mutationFn: revokePunishment, ...afterChange() }));

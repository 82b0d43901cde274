import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ComplaintDecideRequest, StaffComplaint } from '../contracts/complaints';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { staffComplaintBase, staffComplaintQueryOptions } from './staff-complaint-queries';
import { complaintKeys } from './keys';

/** 裁决 (POST /api/operator/complaint/decide), checked with the server's schema first; answered with the complaint decided. */
export const decideComplaint = async (request: ComplaintDecideRequest) => {
  const body = await checkedBody(
    import('../contracts/complaints').then((m) => m.complaintDecideRequest),
    request,
  );
  return apiPost<StaffComplaint>(`${staffComplaintBase}/decide`, body);
};

export const decideComplaintMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'staff', 'decideComplaint'],
    mutationFn: decideComplaint,
    onSuccess: async (complaint, _input, _result, { client }) => {
      client.setQueryData(staffComplaintQueryOptions(complaint.id).queryKey, complaint);
      await client.invalidateQueries({ queryKey: complaintKeys.staffComplaints() });
      await client.invalidateQueries({ queryKey: complaintKeys.staffPunishments() });
    },
  });

export const useDecideComplaint = () => useMutation(decideComplaintMutationOptions());

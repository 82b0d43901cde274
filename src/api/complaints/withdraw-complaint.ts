import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ComplaintDetail } from '../contracts/complaints';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { complaintKeys } from './keys';

/** 撤回 (POST /api/leaveMessage/del): the author withdraws a pending complaint. */
export const withdrawComplaint = async (id: number) => {
  const body = await checkedBody(
    import('../contracts/complaints').then((m) => m.complaintWithdrawRequest),
    { id },
  );
  return apiPost<ComplaintDetail>('/api/leaveMessage/del', body);
};

export const withdrawComplaintMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'complaints', 'withdraw'],
    mutationFn: withdrawComplaint,
    onSuccess: async (_detail, _id, _result, { client }) => {
      await client.invalidateQueries({ queryKey: complaintKeys.mine() });
      await client.invalidateQueries({ queryKey: complaintKeys.bulletin() });
    },
  });

export const useWithdrawComplaint = () => useMutation(withdrawComplaintMutationOptions());

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ComplaintDetail, ComplaintPublishRequest } from '../contracts/complaints';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { complaintKeys } from './keys';

/** 投诉 (POST /api/leaveMessage/complaint/publish), checked with the server's schema first. */
export const publishComplaint = async (request: ComplaintPublishRequest) => {
  const body = await checkedBody(
    import('../contracts/complaints').then((m) => m.complaintPublishRequest),
    request,
  );
  return apiPost<ComplaintDetail>('/api/leaveMessage/complaint/publish', body);
};

/** Afterwards the member's lists and the public column are read again. */
export const publishComplaintMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'complaints', 'publish'],
    mutationFn: publishComplaint,
    onSuccess: async (_detail, _input, _result, { client }) => {
      await client.invalidateQueries({ queryKey: complaintKeys.mine() });
      await client.invalidateQueries({ queryKey: complaintKeys.bulletin() });
    },
  });

export const usePublishComplaint = () => useMutation(publishComplaintMutationOptions());

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import type { ModifyUserNameRequest } from '../contracts/profile';
import { userKeys } from '../user/keys';

/**
 * A new user name (POST /api/userinfo/modifyUserName):
 * the body checked first with the server's schema; afterwards the member's info and profile are read again.
 */
export const modifyUserName = (input: ModifyUserNameRequest) =>
  checkedBody(import('../contracts/profile').then((m) => m.modifyUserNameRequest), input).then((body) =>
    apiPost<null>('/api/userinfo/modifyUserName', body),
  );

export const useModifyUserName = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['profile', 'userName'],
      mutationFn: modifyUserName,
      onSuccess: (_d, _i, _r, { client }) => client.invalidateQueries({ queryKey: userKeys.all() }),
    }),
  );

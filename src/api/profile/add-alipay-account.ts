import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import type { AddAlipayAccountRequest } from '../contracts/profile';
import { userKeys } from '../user/keys';

/**
 * The linked Alipay account (POST /api/userinfo/addAlipayAccount):
 * the body checked first with the server's schema; afterwards the member's info and profile are read again.
 */
export const addAlipayAccount = (input: AddAlipayAccountRequest) =>
  checkedBody(import('../contracts/profile').then((m) => m.addAlipayAccountRequest), input).then((body) =>
    apiPost<null>('/api/userinfo/addAlipayAccount', body),
  );

export const useAddAlipayAccount = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['profile', 'alipay'],
      mutationFn: addAlipayAccount,
      onSuccess: (_d, _i, _r, { client }) => client.invalidateQueries({ queryKey: userKeys.all() }),
    }),
  );

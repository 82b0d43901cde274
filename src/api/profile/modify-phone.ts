import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import type { CheckModifyPhoneReply, CheckModifyPhoneRequest, ModifyPhoneRequest } from '../contracts/profile';
import { userKeys } from '../user/keys';

/**
 * Changing the bound phone in two calls: the code sent to the current phone answers a ticket
 * (POST /api/userinfo/checkModifyPhone); the ticket, the new phone and the code sent to it change it
 * (POST /api/userinfo/modifyPhone).
 */
export const checkModifyPhone = (input: CheckModifyPhoneRequest) =>
  checkedBody(import('../contracts/profile').then((m) => m.checkModifyPhoneRequest), input).then((body) =>
    apiPost<CheckModifyPhoneReply>('/api/userinfo/checkModifyPhone', body),
  );

export const modifyPhone = (input: ModifyPhoneRequest) =>
  checkedBody(import('../contracts/profile').then((m) => m.modifyPhoneRequest), input).then((body) =>
    apiPost<null>('/api/userinfo/modifyPhone', body),
  );

export const useCheckModifyPhone = () => useMutation(mutationOptions({ mutationKey: ['profile', 'checkPhone'], mutationFn: checkModifyPhone }));
export const useModifyPhone = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['profile', 'phone'],
      mutationFn: modifyPhone,
      onSuccess: (_d, _i, _r, { client }) => client.invalidateQueries({ queryKey: userKeys.info() }),
    }),
  );

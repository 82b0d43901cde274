import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { addressKeys } from './keys';

/** 删除收货地址 (POST /api/receiving/del/{id}); deleting the default makes the newest remaining one the default. */
export const deleteAddress = (input: { id: number }) =>
  checkedBody(import('../contracts/addresses').then((m) => m.addressParams), input).then(({ id }) => apiPost<null>(`/api/receiving/del/${id}`));

/** Afterwards the address book is read again (the default may have moved). */
export const deleteAddressMutationOptions = () =>
  mutationOptions({
    mutationKey: ['addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: (_answer, _input, _result, { client }) => client.invalidateQueries({ queryKey: addressKeys.all() }),
  });

export const useDeleteAddress = () => useMutation(deleteAddressMutationOptions());

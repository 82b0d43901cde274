import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Address } from '../contracts/addresses';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { addressKeys } from './keys';

/** 设为默认 (POST /api/receiving/setDef/{id}): the member's one default address moves here. */
export const setDefaultAddress = (input: { id: number }) =>
  checkedBody(import('../contracts/addresses').then((m) => m.addressParams), input).then(({ id }) => apiPost<Address>(`/api/receiving/setDef/${id}`));

/** Afterwards the address book is read again. */
export const setDefaultAddressMutationOptions = () =>
  mutationOptions({
    mutationKey: ['addresses', 'setDefault'],
    mutationFn: setDefaultAddress,
    onSuccess: (_address, _input, _result, { client }) => client.invalidateQueries({ queryKey: addressKeys.all() }),
  });

export const useSetDefaultAddress = () => useMutation(setDefaultAddressMutationOptions());

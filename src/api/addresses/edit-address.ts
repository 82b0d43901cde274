import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Address, AddressRequest } from '../contracts/addresses';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { addressKeys } from './keys';

export type EditAddressInput = AddressRequest & { id: number };

/** 编辑收货地址 (POST /api/receiving/edit/{id}): the path's id and the body checked with the server's schemas first. */
export const editAddress = (input: EditAddressInput) =>
  checkedBody(
    import('../contracts/addresses').then((m) => m.addressParams.extend(m.addressRequest.shape)),
    input,
  ).then(({ id, ...body }) => apiPost<Address>(`/api/receiving/edit/${id}`, body));

/** Afterwards the address book is read again. */
export const editAddressMutationOptions = () =>
  mutationOptions({
    mutationKey: ['addresses', 'edit'],
    mutationFn: editAddress,
    onSuccess: (_address, _input, _result, { client }) => client.invalidateQueries({ queryKey: addressKeys.all() }),
  });

export const useEditAddress = () => useMutation(editAddressMutationOptions());

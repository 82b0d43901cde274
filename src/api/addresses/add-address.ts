import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Address, AddressRequest } from '../contracts/addresses';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { addressKeys } from './keys';

/**
 * 新增收货地址 (POST /api/receiving/add). The body is checked first with the schema the server parses it with: a broken
 * rule is refused here with the server's own message, and nothing is sent.
 */
export const addAddress = (input: AddressRequest) =>
  checkedBody(import('../contracts/addresses').then((m) => m.addressRequest), input).then((body) => apiPost<Address>('/api/receiving/add', body));

/** Afterwards the address book is read again. */
export const addAddressMutationOptions = () =>
  mutationOptions({
    mutationKey: ['addresses', 'add'],
    mutationFn: addAddress,
    onSuccess: (_address, _input, _result, { client }) => client.invalidateQueries({ queryKey: addressKeys.all() }),
  });

export const useAddAddress = () => useMutation(addAddressMutationOptions());

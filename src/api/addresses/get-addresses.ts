import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../contracts/addresses';
import { apiGet } from '../client';
import { addressKeys } from './keys';

/** The member's whole address book, the default first (GET /api/receiving/all); every key starts with 'addresses'. */
export const getAddresses = () => apiGet<Address[]>('/api/receiving/all');
export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

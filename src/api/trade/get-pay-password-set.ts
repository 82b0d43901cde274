import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** Whether I have set a payment password (GET /api/user/pwd/payment/isSet): paid actions need one (spec section 5). */
export const getPayPasswordSet = () => apiGet<boolean>('/api/user/pwd/payment/isSet');

export const payPasswordSetQueryOptions = () => queryOptions({ queryKey: tradeKeys.payPasswordSet(), queryFn: getPayPasswordSet });

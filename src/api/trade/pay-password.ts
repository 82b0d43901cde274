import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../client';

export const payPasswordSetQuery = () =>
  queryOptions({ queryKey: ['pay-password', 'isSet'], queryFn: () => apiGet<boolean>('/api/user/pwd/payment/isSet') });
/** The first time `oldPassword` is the login password; afterwards the current payment password. */
export const modifyPayPassword = (oldPassword: string, newPassword: string) => apiPost<null>('/api/user/pwd/payment/modify', { oldPassword, newPassword });

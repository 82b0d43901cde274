import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../client';
import { checkedBody } from '../checked-body';
import type { payPasswordModifyRequest } from '../contracts/trade';
import { tradeKeys } from './keys';

/** The body as the form has it; checked with the server's schema (payPasswordModifyRequest) before it is sent. */
export type PayPasswordModify = z.input<typeof payPasswordModifyRequest>;

/**
 * Sets or changes my payment password (POST /api/user/pwd/payment/modify): the first time `oldPassword` is the login
 * password, afterwards the current payment password.
 */
export const modifyPayPassword = (input: PayPasswordModify) =>
  checkedBody(import('../contracts/trade').then((m) => m.payPasswordModifyRequest), input).then((body) => apiPost<null>('/api/user/pwd/payment/modify', body));

export const modifyPayPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['pay-password', 'modify'],
    mutationFn: modifyPayPassword,
    onSuccess: (_data, _body, _result, { client }) => client.invalidateQueries({ queryKey: tradeKeys.payPasswordSet() }),
  });

export const useModifyPayPassword = () => useMutation(modifyPayPasswordMutationOptions());

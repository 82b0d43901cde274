import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginPasswordModify } from '../contracts/security';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';

/**
 * Changes my login password (POST /api/user/pwd/modify), checked first with the schema the server parses it with.
 * The server ends my other sessions; this browser's stays.
 */
export const modifyLoginPassword = (input: LoginPasswordModify) =>
  checkedBody(import('../contracts/security').then((m) => m.loginPasswordModifyRequest), input).then((body) => apiPost<null>('/api/user/pwd/modify', body));

export const modifyLoginPasswordMutationOptions = () => mutationOptions({ mutationKey: ['login-password', 'modify'], mutationFn: modifyLoginPassword });

export const useModifyLoginPassword = () => useMutation(modifyLoginPasswordMutationOptions());

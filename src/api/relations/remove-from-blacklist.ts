import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiPost } from '../client';
import { checkedMemberId, refreshRelations } from './add-to-blacklist';

/** Unblocks a member (POST /api/user/remove/{id}, the member's id). */
export const removeFromBlacklist = (input: { id: number }) => checkedMemberId(input).then(({ id }) => apiPost<null>(`/api/user/remove/${id}`));

export const removeFromBlacklistMutationOptions = () =>
  mutationOptions({ mutationKey: ['blacklist', 'remove'], mutationFn: removeFromBlacklist, onSuccess: (_a, _i, _r, { client }) => refreshRelations(client) });

export const useRemoveFromBlacklist = () => useMutation(removeFromBlacklistMutationOptions());

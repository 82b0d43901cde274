import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { relationKeys } from './keys';

/** A member's id checked with the schema the server parses the path with; nothing is sent for a broken one. */
export const checkedMemberId = (input: { id: number }) => checkedBody(import('../contracts/trade').then((m) => m.idParams), input);

/** After a change to my list: the list and the relation buttons are read again. */
export const refreshRelations = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: relationKeys.blacklist() }), client.invalidateQueries({ queryKey: relationKeys.relations() })]);

/** Blocks a member (POST /api/user/add/blacklist/{id}): they cannot take my offers any more. */
export const addToBlacklist = (input: { id: number }) => checkedMemberId(input).then(({ id }) => apiPost<null>(`/api/user/add/blacklist/${id}`));

export const addToBlacklistMutationOptions = () =>
  mutationOptions({ mutationKey: ['blacklist', 'add'], mutationFn: addToBlacklist, onSuccess: (_a, _i, _r, { client }) => refreshRelations(client) });

export const useAddToBlacklist = () => useMutation(addToBlacklistMutationOptions());

import { queryOptions } from '@tanstack/react-query';
import type { FoundMember } from '../contracts/relations';
import { checkedBody } from '../checked-body';
import { apiGet } from '../client';
import { relationKeys } from './keys';

/**
 * Members by part of a user name or an exact phone (GET /api/user/find?condition). The condition is checked first with the schema
 * the server parses the query with: a broken rule is refused here with the server's message, and nothing is sent.
 */
export const findMembers = (condition: string) =>
  checkedBody(import('../contracts/relations').then((m) => m.memberFindQuery), { condition }).then((query) =>
    apiGet<FoundMember[]>('/api/user/find', query),
  );
export const findMembersQueryOptions = (condition: string) =>
  queryOptions({ queryKey: relationKeys.memberFind(condition), queryFn: () => findMembers(condition), retry: false });

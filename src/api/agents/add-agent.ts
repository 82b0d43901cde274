import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AddAgentRequest, AgentLink } from '../contracts/agents';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { agentKeys } from './keys';

/**
 * An agent invites a member by user name or phone (POST /api/user/agent/addAgent). The body is checked first with the
 * schema the server parses it with: a broken rule is refused here with the server's own message, and nothing is sent.
 */
export const addAgent = (input: AddAgentRequest) =>
  checkedBody(import('../contracts/agents').then((m) => m.addAgentRequest), input).then((body) => apiPost<AgentLink>('/api/user/agent/addAgent', body));

export const addAgentMutationOptions = () =>
  mutationOptions({
    mutationKey: ['agents', 'addAgent'],
    mutationFn: addAgent,
    onSuccess: (_link, _input, _result, { client }) => client.invalidateQueries({ queryKey: agentKeys.all() }),
  });

export const useAddAgent = () => useMutation(addAgentMutationOptions());

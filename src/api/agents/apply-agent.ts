import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AgentLink, ApplyAgentRequest } from '../contracts/agents';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { agentKeys } from './keys';

/**
 * A member asks an agent to act for them (POST /api/user/agent/applyAgent). The body is checked first with the
 * schema the server parses it with: a broken rule is refused here with the server's own message, and nothing is sent.
 */
export const applyAgent = (input: ApplyAgentRequest) =>
  checkedBody(import('../contracts/agents').then((m) => m.applyAgentRequest), input).then((body) => apiPost<AgentLink>('/api/user/agent/applyAgent', body));

export const applyAgentMutationOptions = () =>
  mutationOptions({
    mutationKey: ['agents', 'applyAgent'],
    mutationFn: applyAgent,
    onSuccess: (_link, _input, _result, { client }) => client.invalidateQueries({ queryKey: agentKeys.all() }),
  });

export const useApplyAgent = () => useMutation(applyAgentMutationOptions());

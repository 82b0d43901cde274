import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { AgentLink } from '../../api/contracts/agents';
import { messages } from '../../api/contracts/messages';
import { sendLifecycleCall } from '../../api/send-lifecycle-call';
import { lifecycleActionMachine } from '../../machines/lifecycle-action.machine';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/**
 * The lifecycle action machine for a list of agent links, with its real effects (docs/adr/0004): `send` makes the
 * chosen action's call with the attempt as its idempotency key, `applied` refreshes every agent query (the lists,
 * the counts, the links' 流程).
 */
export function useAgentActionActor() {
  const queryClient = useQueryClient();
  return useActorRef(
    lifecycleActionMachine.provide({
      actions: {
        send: ({ self }, { call, attempt, body }) => {
          sendLifecycleCall<AgentLink | AgentLink[]>(call, call.body.parse(body), attempt).then(
            (result) => self.send({ type: 'action.succeeded', result }),
            (e: unknown) => self.send({ type: 'action.failed', message: failureMessage(e) }),
          );
        },
        applied: () => {
          notify.success(messages.operationSucceeded);
          void queryClient.invalidateQueries({ queryKey: ['agents'] });
        },
      },
    }),
    { input: { machine: 'agentApplication' } },
  );
}

/** An attempt's idempotency key: one per chosen action, so a retry after a refusal is the same attempt. */
export const newAttempt = (link: Pick<AgentLink, 'id'>) => `agent-link:${link.id}:${crypto.randomUUID()}`;

import { Button, Flex } from '@chakra-ui/react';
import type { LifecycleMachineName } from '../../api/contracts/lifecycle-calls';
import { chooseAction, type LifecycleActionActor } from './use-lifecycle-action-actor';

/** One action a detail page may offer: the machine event, its button's words, and whether it gives something up. */
export interface OfferedAction {
  event: string;
  label: string;
  danger: boolean;
}

/**
 * The buttons of what the caller's role may do now on one lifecycle object (the list is the machine's answer, asked
 * with `offers`), each opening its form in the one action machine: a bond order's sides, a delivery's member or agent.
 */
export function LifecycleActionButtons({
  actions,
  machine,
  id,
  role,
  actor,
}: {
  actions: readonly OfferedAction[];
  machine: LifecycleMachineName;
  id: number;
  role: string;
  actor: LifecycleActionActor;
}) {
  if (actions.length === 0) return null;
  return (
    <Flex gap="3" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action.event}
          colorPalette={action.danger ? 'red' : 'brand'}
          variant={action.danger ? 'outline' : 'solid'}
          minH="44px"
          onClick={() => chooseAction(actor, machine, id, action.event, role)}
        >
          {action.label}
        </Button>
      ))}
    </Flex>
  );
}

import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import type { AgentLinkStage, AgentRole, AgentStateValue } from '../api/contracts/agents';
import { agentApplicationMachine, type AgentApplicationContext, type AgentApplicationEvent } from './agent-application.machine';
import { replayRecorded, type RecordedEvent, type Walk } from './machine-graph';

/**
 * The questions the server and the browser both ask of an agent link's stored snapshot: where it stands, whether it
 * is the default, what an event does. One implementation, so the buttons a side sees are the calls the server takes.
 */
export function resolveAgentLink(value: AgentStateValue, context: unknown): AnyMachineSnapshot {
  return agentApplicationMachine.resolveState({ value: value as never, context: context as AgentApplicationContext }) as AnyMachineSnapshot;
}

export function newAgentLink(input: AgentApplicationContext): AnyMachineSnapshot {
  return getInitialSnapshot(agentApplicationMachine, input) as AnyMachineSnapshot;
}

export function nextAgentLink(snapshot: AnyMachineSnapshot, event: AgentApplicationEvent): AnyMachineSnapshot {
  return getNextSnapshot(agentApplicationMachine, snapshot as never, event) as AnyMachineSnapshot;
}

/** Pending or active by its state's tag; untagged states have ended. */
export function agentLinkStage(snapshot: AnyMachineSnapshot): AgentLinkStage {
  return snapshot.hasTag('pending') ? 'pending' : snapshot.hasTag('active') ? 'active' : 'closed';
}

/** The member's default agent is the one link in active.default (a unique index keeps it one). */
export const isDefaultLink = (snapshot: AnyMachineSnapshot) => snapshot.matches({ active: 'default' });

/** The record of the application itself: not a machine event (the machine starts from the application's input). */
export const appliedEvent = 'agent.applied';

/** A link's history replayed from its input: the audit check and the path its 流程 view draws. */
export function replayAgentLink(input: AgentApplicationContext, records: readonly RecordedEvent<AgentRole>[]): Walk {
  return replayRecorded(
    agentApplicationMachine,
    input,
    records.filter((r) => r.event !== appliedEvent),
  );
}

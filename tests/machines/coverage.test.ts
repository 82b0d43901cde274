import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lifecycleActionMachine } from '../../src/machines/lifecycle-action.machine';
import { orderMachine } from '../../src/machines/order.machine';
import { registerMachine } from '../../src/machines/register.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { discoverMachines, edgeWalks, machineGraph, takenEdges, transitionPaths, uncovered, withoutModel } from './coverage';
import { machineModels, sessionModel } from './models';

/**
 * Every state and every transition of every machine is exercised by a generated path. The machines are found by
 * reading src/machines (every exported state machine of every file), so a new machine without an entry in
 * `machineModels` (tests/machines/models.ts) fails here by name, as does a transition added to a machine without an
 * event in its model.
 */
const discovered = await discoverMachines();

describe('every machine in src/machines has a model', () => {
  it('finds the machines by reading the folder', () => {
    expect(discovered.get('lifecycleActionMachine')).toBe(lifecycleActionMachine);
    expect(discovered.get('orderMachine')).toBe(orderMachine);
    for (const [name, { machine }] of Object.entries(machineModels)) expect(discovered.get(name), name).toBe(machine);
  });

  it('has models for every machine found, and none for a machine that is gone', () => {
    expect(withoutModel(discovered.keys(), machineModels)).toEqual({ machines: [], models: [] });
  });

  it('names a new machine file without a model (the check can fail)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'machines-'));
    try {
      const xstate = pathToFileURL(fileURLToPath(import.meta.resolve('xstate'))).href;
      writeFileSync(
        join(dir, 'fake.machine.ts'),
        `import { createMachine } from '${xstate}';\nexport const fakeMachine = createMachine({ id: 'fake', initial: 'a', states: { a: {} } });\nexport const notAMachine = { id: 'fake' };\n`,
      );
      const found = await discoverMachines(dir);
      expect([...found.keys()]).toEqual(['fakeMachine']);
      expect(withoutModel([...discovered.keys(), ...found.keys()], machineModels)).toEqual({ machines: ['fakeMachine'], models: [] });
      expect(withoutModel([...discovered.keys()].filter((n) => n !== 'orderMachine'), machineModels)).toEqual({ machines: [], models: ['orderMachine'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('generated paths cover every state and transition', () => {
  it.each([...discovered.keys()].filter((name) => name in machineModels))('%s', (name) => {
    const { machine, models } = machineModels[name]!;
    expect(uncovered(machine, models.map((m) => ({ input: m.input, paths: transitionPaths(machine, m) })))).toEqual({ states: [], transitions: [] });
  });

  it('notices a transition no path takes (the check can fail)', () => {
    const pathsWithoutLogout = transitionPaths(sessionMachine, sessionModel).filter((p) => !p.events.some((e) => e.type === 'session.logout'));
    const missing = uncovered(sessionMachine, [{ paths: pathsWithoutLogout }]);
    expect(missing.states).toEqual(['session.loggingOut']);
    expect(missing.transitions).toEqual(
      expect.arrayContaining(['session.member --session.logout--> session.loggingOut', 'session.loggingOut --logout.done--> session.guest']),
    );
  });

  it('enumerates the whole machine, always-transitions and guarded branches included', () => {
    const graph = machineGraph(registerMachine);
    expect(graph.states.map((s) => s.id)).toContain('register.bindingSubmitted');
    expect(graph.transitions.filter((t) => t.eventType === '').length).toBe(2);
  });
});

describe('walks take the same edges as one path per edge (the UI model tests replay walks)', () => {
  it.each([...discovered.keys()].filter((name) => name in machineModels))('%s', (name) => {
    const { machine, models } = machineModels[name]!;
    for (const model of models) {
      const walks = edgeWalks(machine, model);
      expect(takenEdges(machine, model, walks)).toEqual(takenEdges(machine, model, transitionPaths(machine, model)));
      expect(walks.length).toBeLessThanOrEqual(transitionPaths(machine, model).length);
    }
  });

  it('notices an edge no walk takes (the check can fail)', () => {
    const walks = edgeWalks(sessionMachine, sessionModel);
    const all = takenEdges(sessionMachine, sessionModel, transitionPaths(sessionMachine, sessionModel));
    const withoutLast = takenEdges(sessionMachine, sessionModel, walks.slice(0, -1));
    expect(withoutLast.size).toBeLessThan(all.size);
    expect(withoutLast).not.toEqual(all);
  });
});

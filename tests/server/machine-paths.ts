import type { AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import { transitionPaths, uncovered, type ModelOptions, type ModelPath } from '../machines/coverage';

/**
 * A lifecycle's paths test starts the same way: the paths generated from the machine's model (each driven through the
 * API by the test), and a test that they take every state and transition of the machine, so a transition added to
 * the machine and missed by the model fails here. Call at the top of the test file.
 */
export function pathsThroughEveryTransition<M extends AnyStateMachine>(machine: M, model: ModelOptions<M>): Array<ModelPath<M>> {
  const paths = transitionPaths(machine, model);
  it('the paths take every transition of the machine', () => {
    expect(uncovered(machine, [{ paths }])).toEqual({ states: [], transitions: [] });
  });
  return paths;
}

import { useSelector } from '@xstate/react';
import type { LifecycleActionActor } from './use-lifecycle-action-actor';

/**
 * Where the action machine's last refusal shows in a form: each broken rule of a field the form shows beside that
 * field, all at once (`rules`); the form's line says the rest (`line`): the server's refusal, or a rule of a field
 * the form does not show (the order's id). The machine's `error` is the first broken rule, so it goes on the line only
 * when it is not already beside its field.
 */
export function useActionRules<F extends string>(actor: LifecycleActionActor, shown: readonly F[]) {
  const error = useSelector(actor, (s) => s.context.error);
  const all = useSelector(actor, (s) => s.context.rules);
  const rules: Partial<Record<F, string>> = {};
  for (const field of shown) if (all[field]) rules[field] = all[field];
  const line = error !== null && !Object.values(rules).includes(error) ? error : null;
  return { rules, line };
}

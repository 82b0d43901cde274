import { within } from '@testing-library/react';

/**
 * The broken rules a form of the kit (src/features/shared/use-action-form.ts) shows after a send, each as [the label of
 * the field it is beside, the rule], and [null, the rule] for the form's line. Waits for the first: call it after
 * typing took the last send's rules away, so what it finds is the next send's.
 */
export async function shownRules(form: HTMLElement): Promise<Array<[string | null, string]>> {
  const alerts = await within(form).findAllByRole('alert');
  return alerts.map((alert) => {
    const label = alert.closest('.chakra-field__root')?.querySelector('label');
    // A required field's label ends with Chakra's * (its required indicator).
    return [label ? (label.textContent ?? '').replace(/\*$/, '').trim() : null, alert.textContent ?? ''];
  });
}

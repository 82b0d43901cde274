import { useReducer } from 'react';

/** What is typed, and whether a submission was tried (from then on the form shows its first broken rule). */
interface CheckedForm<F> {
  fields: F;
  checked: boolean;
}
type Change<F> = { type: 'typed'; name: keyof F; value: string } | { type: 'checked' } | { type: 'saved' };

function reducer<F>(empty: F) {
  return (form: CheckedForm<F>, change: Change<F>): CheckedForm<F> => {
    switch (change.type) {
      case 'typed':
        return { ...form, fields: { ...form.fields, [change.name]: change.value } };
      case 'checked':
        return { ...form, checked: true };
      case 'saved':
        return { fields: empty, checked: false };
    }
  };
}

/**
 * A one-call form of text fields checked with its contract's schema (the payment and login password forms): the
 * fields, whether to show the first broken rule yet, and the three things that happen to it.
 */
export function useCheckedForm<F extends Record<string, string>>(empty: F) {
  const [form, dispatch] = useReducer(reducer(empty), { fields: empty, checked: false });
  return {
    ...form,
    type: (name: keyof F, value: string) => dispatch({ type: 'typed', name, value }),
    check: () => dispatch({ type: 'checked' }),
    saved: () => dispatch({ type: 'saved' }),
  };
}

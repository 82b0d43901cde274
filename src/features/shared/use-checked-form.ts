import { useReducer } from 'react';
import { z } from 'zod';
import { messages } from '../../api/contracts/messages';

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
        return {
          ...form,
          fields: { ...form.fields, [change.name]: change.value },
        };
      case 'checked':
        return { ...form, checked: true };
      case 'saved':
        return { fields: empty, checked: false };
    }
  };
}

/** The server's body for a password change, with the new password typed a second time into `confirm`. */
export const withNewPasswordTwice = <S extends z.ZodType<{ newPassword: string }>>(body: S) =>
  body.and(z.object({ confirm: z.string() })).refine((form) => form.confirm === form.newPassword, {
    error: messages.passwordsDiffer,
    path: ['confirm'],
  });

/**
 * A one-call form of text fields checked with its contract's schema (the payment and login password forms): the
 * first broken rule once a submission was tried, `submit` that sends only a valid form, each field's value and
 * onChange, and `saved` to empty it again.
 */
export function useCheckedForm<F extends Record<string, string>, O>(schema: z.ZodType<O>, empty: F) {
  const [form, dispatch] = useReducer(reducer(empty), {
    fields: empty,
    checked: false,
  });
  const parsed = schema.safeParse(form.fields);
  return {
    refused: form.checked && !parsed.success ? parsed.error.issues[0]!.message : null,
    submit: (send: (valid: O) => void) => (parsed.success ? send(parsed.data) : dispatch({ type: 'checked' })),
    field: (name: keyof F) => ({
      value: form.fields[name],
      onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', name, value: e.target.value }),
    }),
    saved: () => dispatch({ type: 'saved' }),
  };
}

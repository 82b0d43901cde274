import { useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/client';
import { messages } from '../../api/contracts/messages';
import { requestFingerprint } from '../../api/contracts/request-fingerprint';
import { failureMessage } from './failure-message';
import { useFormDraft, useKeptDraft, type DraftOf } from './form-drafts';

/**
 * The one kit of a form that sends money or a lifecycle step in one call (top-up, VIP, deposit, bond, cash-out, bean
 * gift, the account opening's steps, the password forms):
 *
 * - checked with the contract's schema, the one the server parses the body with (a rule is written once), and a new
 *   password typed twice alike (`typedTwice`). The schema is loaded when the form is sent (an `import()`), so a page
 *   that merely shows the form paints without zod (issue 12, tests/unit/bundle-budget.test.ts); a form with two calls
 *   (the balance or a cashier) picks the call's schema from what is chosen;
 * - every broken rule beside its field at once (`errors`); changing a field takes its rule away until the next send
 *   checks again; a rule that belongs to no field, and the server's refusal, on the form's line (`error`);
 * - `busy` from sending until the answer, and a second send meanwhile is ignored;
 * - one idempotency key per request (docs/adr/0033): the same input sent again (a retry after a lost answer, a
 *   corrected payment password) keeps the key, so the server answers it once; other input gets a new key, as the server
 *   would refuse the old one with another body. After a success the next send is a new request;
 * - optionally a draft kept across a reload or Back (form-drafts.ts).
 */
export interface ActionFormOptions<F extends object, S extends z.ZodType, R> {
  /**
   * The contract's schema, loaded when sent: `() => import('…/contracts/x').then((m) => m.schema)`. None for a step
   * that takes no body (the account opening's 开立账户 and 签署): nothing is typed, so nothing is checked.
   */
  schema?: (fields: F) => Promise<S>;
  /** What the form holds when it opens (and again after a success). */
  empty: F;
  /** The call's body from what is typed (yuan to fen, a choice to its fields), for the schema to check. */
  body?: (fields: F) => unknown;
  /** Which field shows a body field's broken rule, when the body names it otherwise (cash-out's `to`, `cardId`). */
  at?: Partial<Record<string, keyof F & string>>;
  /**
   * A field that repeats another, as a new password is typed again (`{ confirm: 'newPassword' }`): not in the call's
   * body, so no schema has the rule; when they differ, 两次输入的密码不一致 beside it.
   */
  typedTwice?: Partial<Record<keyof F & string, keyof F & string>>;
  /** The form's own words for a field's broken rule where the schema's are generic (请求参数有误). */
  says?: Partial<Record<keyof F & string, string>>;
  /** A new idempotency key for the call; without it the call takes none. */
  newAttempt?: () => string;
  /** Sends the checked body with the request's key (a mutation's mutateAsync); a rejection is shown on the form. */
  send: (body: z.output<S>, attempt: string) => Promise<R>;
  /** After a success (the form is empty again and the next send is a new request). */
  done?: (result: R) => void;
  /** Keep what is typed across a reload or Back (never a password: form-drafts.ts). */
  draft?: DraftOf;
}

type Errors<F> = Partial<Record<keyof F & string, string>>;

export function useActionForm<F extends object, S extends z.ZodType, R>(options: ActionFormOptions<F, S, R>) {
  const { empty } = options;
  const draft = useFormDraft<F>(options.draft);
  const [fields, setFields] = useState<F>(() => ({ ...empty, ...draft.saved }));
  const [errors, setErrors] = useState<Errors<F>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read by a second click before the first one's render: it is ignored, not sent twice.
  const sending = useRef(false);
  // The request's key and the body it was last sent with (null: not sent yet).
  const attempt = useRef<{ key: string; request: string | null } | null>(null);
  attempt.current ??= { key: options.newAttempt?.() ?? '', request: null };
  useKeptDraft(draft.keep, fields, requestFingerprint(fields) !== requestFingerprint(empty));

  /** Each broken rule beside its field (the first per field), and the first of no field on the form's line. */
  const place = (issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) => {
    const placed: Errors<F> = {};
    let unplaced: string | null = null;
    for (const issue of issues) {
      const path = String(issue.path[0] ?? '');
      const name = (options.at?.[path] ?? (path in empty ? path : undefined)) as (keyof F & string) | undefined;
      if (name === undefined) unplaced ??= issue.message;
      else placed[name] ??= options.says?.[name] ?? issue.message;
    }
    setErrors(placed);
    setError(unplaced);
  };

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      // A schema that cannot be loaded fails like a call that cannot be sent (src/api/checked-body.ts).
      const schema = await options.schema?.(fields).catch(() => {
        throw new ApiRequestError(0, messages.networkDown);
      });
      // A form without a schema sends no body (its `S` is then inferred as any schema, whose output may be undefined).
      const parsed = schema ? schema.safeParse(options.body ? options.body(fields) : fields) : { success: true as const, data: undefined as z.output<S> };
      const differ = Object.entries(options.typedTwice ?? {})
        .filter(([again, of]) => fields[again as keyof F] !== fields[of as keyof F])
        .map(([again]) => ({ path: [again], message: messages.passwordsDiffer }));
      place([...(parsed.success ? [] : parsed.error.issues), ...differ]);
      if (!parsed.success || differ.length > 0) return;
      const request = requestFingerprint(parsed.data);
      const sent = attempt.current!;
      if (sent.request !== null && sent.request !== request) sent.key = options.newAttempt?.() ?? '';
      sent.request = request;
      const result = await options.send(parsed.data, sent.key);
      attempt.current = { key: options.newAttempt?.() ?? '', request: null };
      setFields(empty);
      options.done?.(result);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** A change takes away the changed fields' rules and the server's last refusal: they were about what was typed before. */
  const set = (change: Partial<F>) => {
    setFields((f) => ({ ...f, ...change }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([name]) => !(name in change))) as Errors<F>);
    setError(null);
  };
  return {
    fields,
    set,
    /** A text field's value and onChange. */
    field: (name: keyof F & string) => ({
      value: String(fields[name] ?? ''),
      onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value } as Partial<F>),
    }),
    /** Each field's broken rule, all at once, as the last send found them. */
    errors,
    /** The form's line: a broken rule of no field, or the server's refusal. */
    error,
    busy,
    submit: () => void submit(),
  };
}

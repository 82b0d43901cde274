import { useEffect, useRef, useState } from 'react';
import { isPasswordField } from '../../api/contracts/request-fingerprint';

/**
 * What a member has typed into a form whose loss hurts (the publish form with its uploaded photos), kept in
 * sessionStorage so a reload or Back brings it back in this tab, and only in this tab. One draft per member and form:
 * another member on the same browser never sees it. A password is never kept: a draft leaves out every field whose
 * name says password, as the server's idempotency fingerprint does (docs/adr/0033).
 *
 * A draft is forgotten when its form is sent (`forget`) and every draft when the member logs out (`forgetAllDrafts`).
 */
const prefix = 'draft:';
const keyOf = (member: number, form: string) => `${prefix}${member}:${form}`;

export interface DraftOf {
  member: number;
  /** The form's name: one draft per form (and per object, for a form that edits one). */
  form: string;
}

const withoutPasswords = (value: object) => Object.fromEntries(Object.entries(value).filter(([name]) => !isPasswordField(name)));

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // A draft that cannot be read (storage refused, or not JSON) is no draft: the form starts empty.
    return null;
  }
}

function write(key: string, value: object) {
  try {
    sessionStorage.setItem(key, JSON.stringify(withoutPasswords(value)));
  } catch {
    // Storage full or refused (private mode): the form still works, it is only not kept.
  }
}

/** Every member's drafts in this tab: on logout, so the next person at this browser starts from empty forms. */
export function forgetAllDrafts() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept where nothing can be read.
  }
}

/**
 * The draft of one form: `saved` is what was kept when the form opened (null: none), read once; `keep` stores what is
 * typed now, or forgets it (null: the form is empty again, or was sent). Without `of` (no member yet) nothing is read
 * or kept.
 */
export function useFormDraft<T extends object>(of: DraftOf | undefined) {
  const key = of && keyOf(of.member, of.form);
  const [saved] = useState(() => (key ? read<T>(key) : null));
  return {
    saved,
    keep: (value: T | null) => {
      if (!key) return;
      if (value) write(key, value);
      else sessionStorage.removeItem(key);
    },
  };
}

/**
 * Keeps `value` as the form's draft whenever it changes, while it differs from the form's start (`changed`); back at
 * its start the draft is forgotten, so a sent form that empties itself leaves nothing behind.
 */
export function useKeptDraft<T extends object>(keep: (value: T | null) => void, value: T, changed: boolean) {
  const json = JSON.stringify(value);
  const latest = useRef(keep);
  latest.current = keep;
  useEffect(() => {
    latest.current(changed ? (JSON.parse(json) as T) : null);
  }, [json, changed]);
}

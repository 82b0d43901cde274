import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { messages } from '../../api/contracts/messages';

/** What a failed call tells the member: the server's message, or the catalogue's for anything unexpected. */
export const failureMessage = (e: unknown): string => (e instanceof ApiRequestError ? e.message : messages.internalError);

/**
 * A form's or dialog's call: `busy` while it runs, then its failure's message in `error` (cleared when the next one
 * starts). `setError` shows a rule broken before anything is sent.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

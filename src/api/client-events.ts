/**
 * What the API client tells the rest of the browser. The session machine listens and turns these into its own
 * events (spec section 8); the client itself never touches React, routing or the session.
 */
export type ClientEvent =
  | { type: 'loginRequired' }
  | { type: 'sessionEnded'; msg: string }
  | { type: 'warning'; msg: string }
  | { type: 'walletChanged' };

type Listener = (event: ClientEvent) => void;
const listeners = new Set<Listener>();

export const clientEvents = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(event: ClientEvent): void {
    for (const listener of [...listeners]) listener(event);
  },
};

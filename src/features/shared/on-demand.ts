import { useState, useSyncExternalStore } from 'react';

/**
 * Code the first render does not need (a dialog, the toasts), loaded on its first use so that no page pays for it
 * before it is used. `load` starts the import once and resolves with the module; `useLoaded` renders with it once it
 * has arrived. A load that fails (the network) is forgotten, so the next use tries again.
 */
export function onDemand<Module>(importModule: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const load = (): Promise<Module> =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    useLoaded: (): Module | undefined => useSyncExternalStore(subscribe, () => loaded, () => loaded),
  };
}

/** Hands commands to a part that may not have mounted yet (its code is on the way): they wait, in order. */
export interface Inbox<Command> {
  send(command: Command): void;
  /** For the part, in an effect: takes the waiting commands, then each new one until the returned cleanup runs. */
  receive(receiver: (command: Command) => void): () => void;
}

export function useInbox<Command>(): Inbox<Command> {
  const [inbox] = useState(() => {
    const waiting: Command[] = [];
    let current: ((command: Command) => void) | null = null;
    return {
      send(command: Command) {
        if (current) current(command);
        else waiting.push(command);
      },
      receive(receiver: (command: Command) => void) {
        current = receiver;
        waiting.splice(0).forEach(receiver);
        return () => {
          if (current === receiver) current = null;
        };
      },
    };
  });
  return inbox;
}

import { act } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The app's live socket (src/features/live) faked for a UI test: what the pages follow, and events handed to their
 * handlers as the socket would. A test file mocks the live feature with it and imports it after `vi.resetModules()`,
 * so the app and the test share one instance:
 *
 *   vi.mock('../../src/features/live', () => import('./fake-live').then((m) => m.fakeLiveModule));
 *   vi.resetModules();
 *   const { followedChannels, tellLive } = await import('./fake-live');
 */
const channels = new Map<string, number>();
const handlers = new Map<string, Set<(event: unknown) => void>>();

/** The channels followed now (a channel is followed while any component wants it). */
export const followedChannels = () => new Set([...channels].filter(([, n]) => n > 0).map(([channel]) => channel));

/** An event as the socket would hand it to every handler of its type. */
export const tellLive = (event: { type: string; [field: string]: unknown }) => act(() => handlers.get(event.type)?.forEach((handler) => handler(event)));

export const fakeLiveModule = {
  LiveProvider: ({ children }: { children: ReactNode }) => children,
  useLiveClient: () => null,
  useLiveChannel: (channel: string) => {
    useEffect(() => {
      channels.set(channel, (channels.get(channel) ?? 0) + 1);
      return () => void channels.set(channel, channels.get(channel)! - 1);
    }, [channel]);
  },
  useLiveEvent: (type: string, handler: (event: unknown) => void) => {
    const latest = useRef(handler);
    latest.current = handler;
    useEffect(() => {
      const call = (event: unknown) => latest.current(event);
      const set = handlers.get(type) ?? new Set();
      set.add(call);
      handlers.set(type, set);
      return () => void set.delete(call);
    }, [type]);
  },
};

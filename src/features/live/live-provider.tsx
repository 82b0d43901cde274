import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { apiBase } from '../../api/client';
import { getLiveTicket } from '../../api/chat/live-ticket';
import { useSessionHandle } from '../session';
import { LiveClient, type LiveFrame, type SocketFactory } from './live-client';

const LiveContext = createContext<LiveClient | null>(null);

/** The socket's origin: the API's (VITE_API_BASE) with ws(s) for http(s), or this page's own. */
export function liveBaseUrl(): string {
  const base = apiBase || window.location.origin;
  return base.replace(/^http/, 'ws').replace(/\/$/, '');
}

const browserSocket: SocketFactory = (url) => new WebSocket(url);

/**
 * Opens the app's one live socket (src/features/live/live-client.ts) and gives it to the hooks below. A member's opens
 * at once with a fresh ticket; a visitor's only while a page follows a public channel. Logging in or out reopens it.
 * `socketFactory` is for tests (a fake socket).
 */
export function LiveProvider({ children, socketFactory = browserSocket }: { children: ReactNode; socketFactory?: SocketFactory }) {
  const { actor, beforeLogout } = useSessionHandle();
  const [client] = useState(() => new LiveClient(() => getLiveTicket().then((ticket) => ticket.userSig), socketFactory, liveBaseUrl));

  // Followed on the actor itself, not through a render: the member's socket closes in the very transition that starts
  // the logout, so a ticket still on its way is dropped rather than opening a socket the server (its session gone by
  // then) refuses with 401. `loggingOut` is already a visitor here, though the header shows the member until it ends.
  useEffect(() => {
    let last: string | null = null;
    const follow = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      if (snapshot.matches('restoring')) return;
      const who = snapshot.matches('member') ? `member:${snapshot.context.user?.id ?? ''}` : 'visitor';
      if (who === last) return;
      last = who;
      client.restart(who !== 'visitor');
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor, client]);
  // A handshake still on its way when the member logs out would reach the server after the session ended and be
  // refused with 401 (the browser logs it as an error): the logout waits for it to open, and it is closed then.
  useEffect(() => beforeLogout(() => client.settled()), [beforeLogout, client]);
  useEffect(() => () => client.stop(), [client]);

  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

/** The live client; null outside a LiveProvider (a page rendered alone in a test), where the hooks do nothing. */
export const useLiveClient = () => useContext(LiveContext);

/** Calls `handler` with every live frame of `type` while the component is mounted (the latest handler each time). */
export function useLiveEvent<F extends LiveFrame = LiveFrame>(type: string, handler: (frame: F) => void): void {
  const client = useLiveClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client?.on(type, (frame) => latest.current(frame as F)), [client, type]);
}

/** Follows a public channel (`quotes`, `room:quotes`) while the component is mounted. */
export function useLiveChannel(channel: string): void {
  const client = useLiveClient();
  useEffect(() => client?.follow(channel), [client, channel]);
}

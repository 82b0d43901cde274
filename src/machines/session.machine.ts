import { assign, setup } from 'xstate';
import type { UserInfo, Wallet } from '../api/contracts/auth';

export interface SessionMachineContext {
  user: UserInfo | null;
  wallet: Wallet | null;
}

export type SessionEvent =
  | { type: 'restore.noToken' }
  | { type: 'user.loaded'; user: UserInfo }
  | { type: 'user.failed' }
  | { type: 'session.loggedIn'; user: UserInfo }
  | { type: 'wallet.loaded'; wallet: Wallet }
  | { type: 'wallet.changed' }
  | { type: 'login.required' }
  | { type: 'session.ended'; message: string }
  | { type: 'session.logout' }
  | { type: 'logout.done' };

/**
 * The browser's session (spec section 4): logged out (no token cookie) or logged in (token cookie and user info).
 * Effects are named actions the browser supplies; answers and the API client's session codes arrive as events
 * (docs/adr/0004): 401 is login.required, 402/405/406 are session.ended.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionMachineContext, events: {} as SessionEvent },
  actions: {
    loadUser: () => {},
    loadWallet: () => {},
    /** Clears token, agent, user id and user info (cookies and local). */
    clearSession: () => {},
    openLogin: () => {},
    /** A logged-in member whose phone check is false is forced into login step 2. */
    forcePhoneStep: () => {},
    /** Shows the server's message as a warning and goes home after 1 s. */
    warnAndGoHome: (_, _params: { message: string }) => {},
    requestLogout: () => {},
    /** 'logout succeeded', then home after 1 s. */
    announceLogout: () => {},
    setUser: assign({ user: (_, params: { user: UserInfo }) => params.user }),
    forget: assign({ user: null, wallet: null }),
  },
  guards: {
    phoneUnchecked: (_, params: { user: UserInfo }) => !params.user.checkPhone,
  },
}).createMachine({
  id: 'session',
  description: 'Who is using the browser: restoring from the token cookie, a visitor, or a logged-in member.',
  context: { user: null, wallet: null },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'On start: with a token cookie the user info is fetched; without one the visitor is a guest.',
      on: {
        'restore.noToken': 'guest',
        'user.loaded': [
          {
            guard: { type: 'phoneUnchecked', params: ({ event }) => event },
            target: 'member',
            actions: [{ type: 'setUser', params: ({ event }) => event }, 'forcePhoneStep'],
          },
          { target: 'member', actions: { type: 'setUser', params: ({ event }) => event } },
        ],
        // A failed fetch (network, server error) is not a verdict on the token: keep it for the next page load.
        // Only the session codes (login.required, session.ended) clear it.
        'user.failed': 'guest',
        'login.required': { target: 'guest', actions: 'clearSession' },
        'session.ended': { target: 'guest', actions: 'clearSession' },
      },
    },
    guest: {
      description: 'A visitor: public pages; login-only pages open the login dialog.',
      entry: 'forget',
      on: {
        'session.loggedIn': { target: 'member', actions: { type: 'setUser', params: ({ event }) => event } },
        'login.required': { actions: 'openLogin' },
      },
    },
    member: {
      description: 'Logged in: the header shows the member, the wallet and the unread count.',
      entry: 'loadWallet',
      on: {
        'user.loaded': [
          {
            guard: { type: 'phoneUnchecked', params: ({ event }) => event },
            actions: [{ type: 'setUser', params: ({ event }) => event }, 'forcePhoneStep'],
          },
          { actions: { type: 'setUser', params: ({ event }) => event } },
        ],
        'session.loggedIn': { actions: [{ type: 'setUser', params: ({ event }) => event }, 'loadWallet'] },
        'wallet.loaded': { actions: assign({ wallet: ({ event }) => event.wallet }) },
        'wallet.changed': { actions: 'loadWallet' },
        'login.required': { target: 'guest', actions: ['clearSession', 'openLogin'] },
        'session.ended': {
          target: 'guest',
          actions: ['clearSession', { type: 'warnAndGoHome', params: ({ event }) => ({ message: event.message }) }],
        },
        'session.logout': { target: 'loggingOut', actions: 'requestLogout' },
      },
    },
    loggingOut: {
      description: 'POST /api/user/logout is under way; a second click is ignored (double-click guard).',
      on: {
        'logout.done': { target: 'guest', actions: ['clearSession', 'announceLogout'] },
      },
    },
  },
});

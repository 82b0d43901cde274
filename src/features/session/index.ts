export { logoutWaitMs, SessionProvider } from './session-provider';
export { useSession, useSessionActions, type SessionStatus } from './use-session';
export { useSessionHandle, type SessionRequest } from './session-context';
export { pageNavigation, redirectDelayMs } from './go-home';
export { agentHome, bondGate, eliteGate, isAgent, publishGate, verificationLabel, type Gate } from './member-rules';

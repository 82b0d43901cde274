import { useSelector } from '@xstate/react';
import type { UserInfo, Wallet } from '../../api/contracts/auth';
import { useSessionHandle } from './session-context';

export type SessionStatus = 'restoring' | 'guest' | 'member';

/** Who is using the browser, for rendering. A member stays a member while their logout is under way. */
export function useSession(): { status: SessionStatus; user: UserInfo | null; wallet: Wallet | null } {
  const { actor } = useSessionHandle();
  const status = useSelector(actor, (s): SessionStatus => (s.matches('restoring') ? 'restoring' : s.matches('guest') ? 'guest' : 'member'));
  const user = useSelector(actor, (s) => s.context.user);
  const wallet = useSelector(actor, (s) => s.context.wallet);
  return { status, user, wallet };
}

export function useSessionActions() {
  const { actor, refreshUser, signIn } = useSessionHandle();
  return {
    logout: () => actor.send({ type: 'session.logout' }),
    refreshUser,
    refreshWallet: () => actor.send({ type: 'wallet.changed' }),
    signIn,
  };
}

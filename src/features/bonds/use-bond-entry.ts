import { bondMessages } from '../../api/contracts/bond-messages';
import { bondGate, useSession } from '../session';
import { notify } from '../shared/toaster';
import { useAppNavigate, type AppNavigation } from '../site';

/**
 * Goes where a bond action leads (立即成交, 发布保证金交易) past the bond entry's rule (spec section 5, as the floating
 * menu's entry: bondGate): a member without real-name authentication is told why and sent to authenticate. A visitor
 * goes on: those pages are login-only, so their route asks them to log in first.
 */
export function useBondEntry() {
  const { user } = useSession();
  const navigate = useAppNavigate();
  return (to: AppNavigation) => {
    if (bondGate(user) !== 'authenticate') return void navigate(to);
    notify.warning(bondMessages.bondNeedsAuth);
    void navigate({ to: '/person/authentication' });
  };
}

import { useGoAuthPrompt, useLoginDialog } from '../auth';
import { notify } from '../shared/toaster';
import type { Gate } from '../session';
import { useAppNavigate, type AppNavigation, type SitePath } from '../site';

/** Acts on a gate: goes to the page (or runs the action) when allowed, otherwise logs in, prompts authentication or warns. */
export function useGate() {
  const login = useLoginDialog();
  const goAuth = useGoAuthPrompt();
  const navigate = useAppNavigate();
  return (gate: Gate, action: SitePath | AppNavigation | (() => void)) => {
    if (gate === 'login') login.open();
    else if (gate === 'authenticate') goAuth.open();
    else if (typeof gate === 'object') notify.warning(gate.warn);
    else if (typeof action === 'string') void navigate({ to: action });
    else if (typeof action === 'object') void navigate(action);
    else action();
  };
}

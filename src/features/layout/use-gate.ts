import { useNavigate } from '@tanstack/react-router';
import { useGoAuthPrompt, useLoginDialog } from '../auth';
import { notify } from '../shared/toaster';
import type { Gate } from '../session';

/** Acts on a gate: runs the action when allowed, otherwise logs in, prompts authentication or warns. */
export function useGate() {
  const login = useLoginDialog();
  const goAuth = useGoAuthPrompt();
  const navigate = useNavigate();
  return (gate: Gate, action: string | (() => void)) => {
    if (gate === 'login') login.open();
    else if (gate === 'authenticate') goAuth.open();
    else if (typeof gate === 'object') notify.warning(gate.warn);
    else if (typeof action === 'string') void navigate({ to: action });
    else action();
  };
}

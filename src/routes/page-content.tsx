import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ForgottenPanel, RegisterPanel } from '../features/auth';

/**
 * The pages that have content so far, by site-map path. Every other route shows its frame only: the content belongs
 * to later work and is absent rather than faked.
 */
export const pageContent: Record<string, (search: Record<string, unknown>) => ReactNode> = {
  '/register': (search) => <RegisterPage search={search} />,
  '/forgotten': () => <ForgottenPanel />,
};

function RegisterPage({ search }: { search: Record<string, unknown> }) {
  const navigate = useNavigate();
  return (
    <RegisterPanel
      thirdKind={search.thirdKind as 'alipay' | 'wechat' | undefined}
      thirdAuthCode={search.thirdAuthCode as string | undefined}
      onDone={() => void navigate({ to: '/' })}
    />
  );
}

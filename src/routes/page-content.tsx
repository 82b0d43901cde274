import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ForgottenPanel, RegisterPanel } from '../features/auth';
import { agentPages } from './agent-pages';
import { marketPages } from './market-pages';
import { messagePages } from './message-pages';
import type { PageParams, PageSearch } from './page-types';
import { personTradePages } from './person-trade-pages';

/**
 * The pages that have content so far, by site-map path. Every other route shows its frame only: the content belongs
 * to later work and is absent rather than faked.
 */
export const pageContent: Record<string, (search: PageSearch, params: PageParams) => ReactNode> = {
  '/register': (search) => <RegisterPage search={search} />,
  '/forgotten': () => <ForgottenPanel />,
  ...marketPages,
  ...personTradePages,
  ...agentPages,
  ...messagePages,
};

function RegisterPage({ search }: { search: PageSearch }) {
  const navigate = useNavigate();
  return (
    <RegisterPanel
      thirdKind={search.thirdKind as 'alipay' | 'wechat' | undefined}
      thirdAuthCode={search.thirdAuthCode as string | undefined}
      onDone={() => void navigate({ to: '/' })}
    />
  );
}

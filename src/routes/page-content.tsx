import { useNavigate } from '@tanstack/react-router';
import { registerSearch } from '../features/site/search-schemas';
import { agentPages } from './agent-pages';
import { authenticationPages } from './authentication-pages';
import { cashOutPages } from './cash-out-pages';
import { complaintPages } from './complaint-pages';
import { cataloguePages } from './catalogue-pages';
import { contentPages } from './content-pages';
import { homePages } from './home-pages';
import { lazyComponent } from './lazy-component';
import { marketPages } from './market-pages';
import { membershipPages } from './membership-pages';
import { messagePages } from './message-pages';
import { noSearch, page, type RoutePage } from './page';
import { paymentPages } from './payment-pages';
import { personTradePages } from './person-trade-pages';
import { photoPages } from './photo-pages';
import { profilePages } from './profile-pages';
import { promotionPages } from './promotion-pages';
import { scorePages } from './score-pages';
import { securityPages } from './security-pages';
import { walletPages } from './wallet-pages';
import { watchPages } from './watch-pages';
import { favouritePages } from './favourite-pages';
import { quotesPages } from './quotes-pages';
import { automatchPages } from './automatch-pages';
import { blockTradePages } from './block-trade-pages';
import { invoicePages } from './invoice-pages';
import { bondPages } from './bond-pages';
import { bondPersonPages } from './bond-person-pages';
import { klinePages } from './kline-pages';

const ForgottenPanel = lazyComponent(() => import('../features/auth/forgotten-panel').then((m) => m.ForgottenPanel));
const RegisterPanel = lazyComponent(() => import('../features/auth/register-panel').then((m) => m.RegisterPanel));

/**
 * The pages that have content so far, by site-map path. Every other route shows its frame only: the content belongs
 * to later work and is absent rather than faked.
 */
export const pageContent: Record<string, RoutePage> = {
  '/register': page(registerSearch, (search) => <RegisterPage {...search} />),
  '/forgotten': page(noSearch, () => <ForgottenPanel />),
  ...marketPages,
  ...personTradePages,
  ...agentPages,
  ...messagePages,
  // The member's own account.
  ...authenticationPages,
  ...profilePages,
  ...scorePages,
  ...promotionPages,
  ...securityPages,
  // Money and membership.
  ...paymentPages,
  ...walletPages,
  ...membershipPages,
  ...cashOutPages,
  // The information site (issue 15).
  ...contentPages,
  ...complaintPages,
  ...photoPages,
  ...cataloguePages,
  ...homePages,
  // Watching, collecting and talking live (issue 27).
  ...watchPages,
  ...favouritePages,
  ...quotesPages,
  ...klinePages,
  ...automatchPages,
  // Block trades (issue 29).
  ...blockTradePages,
  // Invoices (issue 29).
  ...invoicePages,
  ...bondPages,
  ...bondPersonPages,
};

function RegisterPage(search: { thirdKind?: 'alipay' | 'wechat'; thirdAuthCode?: string; inviter?: number }) {
  const navigate = useNavigate();
  return <RegisterPanel {...search} onDone={() => void navigate({ to: '/' })} />;
}

import { paymentSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const RechargeBeans = lazyComponent(() => import('../features/payments/recharge-beans').then((m) => m.RechargeBeans));
const PaymentResult = lazyComponent(() => import('../features/payments/payment-result').then((m) => m.PaymentResult));
const SandboxCashierPage = lazyComponent(() => import('../features/payments/sandbox-cashier').then((m) => m.SandboxCashierPage));

/**
 * Money coming in (docs/adr/0025): buying gold beans, the page a payment returns to (/success) and the sandbox
 * provider's cashier (development; not in the spec's site map).
 */
export const paymentPages: Record<string, RoutePage> = {
  '/person/beans/recharge-beans': page(noSearch, () => <RechargeBeans />),
  '/success': page(paymentSearch, (search) => <PaymentResult {...search} />),
  '/sandbox/cashier': page(paymentSearch, (search) => <SandboxCashierPage {...search} />),
};

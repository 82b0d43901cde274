import { Suspense, type ReactNode } from 'react';
import { Loading } from '../features/shared/loading';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const SecurityDashboard = lazyComponent(() => import('../features/security/security-dashboard').then((m) => m.SecurityDashboard));
const PayPasswordForm = lazyComponent(() => import('../features/account/pay-password-form').then((m) => m.PayPasswordForm));
const AddressBook = lazyComponent(() => import('../features/addresses/address-book').then((m) => m.AddressBook));

/** A part of the page loaded on its own: the rest of the page shows while it loads. */
const part = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/**
 * 账户安全 (/person/dashboard): the security feature's page, with the payment password form and the address book of
 * their own features handed in. The blacklist is a tab of 我的收藏 (favourite-pages.tsx).
 */
export const securityPages: Record<string, RoutePage> = {
  '/person/dashboard': page(noSearch, () => <SecurityDashboard payPassword={part(<PayPasswordForm />)} addresses={part(<AddressBook />)} />),
};

import { authenticationInfoQueryOptions } from '../api/authentication/get-authentication-info';
import { authenticationSearch } from '../features/site/search-schemas';
import { startFirstData } from './first-data';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';
import { staffPages } from './staff-pages';

const AuthenticationPage = lazyComponent(() => import('../features/authentication/authentication-page').then((m) => m.AuthenticationPage));

/** The member's application starts loading with the page's code; the page says 加载中 until it is there. */
function loadApplication(queryClient: Parameters<NonNullable<RoutePage['load']>>[0]) {
  startFirstData(queryClient, authenticationInfoQueryOptions());
  void AuthenticationPage.preload();
}

/**
 * Real-name authentication (issue 13): the member's /person/authentication (tabIndex=1 opens 企业认证) and /auth-fill
 * (the personal form, where registration and the login dialog's third step lead), and staff's review pages.
 */
export const authenticationPages: Record<string, RoutePage> = {
  '/person/authentication': {
    ...page(authenticationSearch, (search) => <AuthenticationPage key={String(search.tabIndex)} tabIndex={search.tabIndex} />),
    load: loadApplication,
  },
  '/auth-fill': { ...page(noSearch, () => <AuthenticationPage only="personal" />), load: loadApplication },
  ...staffPages,
};

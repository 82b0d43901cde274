import { authenticationReviewQueryOptions } from '../api/authentication/staff-authentications';
import { varietyEditFormQueryOptions } from '../api/catalogue/staff-variety-form';
import { authenticationQueueSearch, staffCatalogueSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const AuthenticationQueue = lazyComponent(() => import('../features/staff/authentication-queue').then((m) => m.AuthenticationQueue));
// The catalogue kept by staff (issue 25).
const StaffCatalogueList = lazyComponent(() => import('../features/catalogue/staff-catalogue-list').then((m) => m.StaffCatalogueList));
const StaffVarietyEditor = lazyComponent(() => import('../features/catalogue/staff-variety-editor').then((m) => m.StaffVarietyEditor));
const StaffCatalogueImport = lazyComponent(() => import('../features/catalogue/staff-catalogue-import').then((m) => m.StaffCatalogueImport));
const AuthenticationReviewPage = lazyComponent(() => import('../features/staff/authentication-review').then((m) => m.AuthenticationReviewPage));

/**
 * Platform staff's pages (/staff/*; the site map marks them `staff`): the gate lets only staff load their data, and
 * site-page.tsx puts every staff page in StaffOnly, which tells anyone else 无权访问.
 */
export const staffPages: Record<string, RoutePage> = {
  '/staff/authentications': page(authenticationQueueSearch, () => <AuthenticationQueue />),
  '/staff/authentications/$id': idPage(noSearch, {
    render: (id) => <AuthenticationReviewPage key={id} id={id} />,
    firstData: authenticationReviewQueryOptions,
    code: AuthenticationReviewPage,
  }),
  '/staff/catalogue': page(staffCatalogueSearch, () => <StaffCatalogueList />),
  '/staff/catalogue/new': page(noSearch, () => <StaffVarietyEditor />),
  '/staff/catalogue/import': page(noSearch, () => <StaffCatalogueImport />),
  '/staff/catalogue/$id': idPage(noSearch, {
    render: (id) => <StaffVarietyEditor key={id} id={id} />,
    firstData: varietyEditFormQueryOptions,
    code: StaffVarietyEditor,
  }),
};

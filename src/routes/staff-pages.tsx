import { authenticationReviewQuery } from '../api/authentication/staff-authentications';
import { varietyEditFormQuery } from '../api/catalogue/staff-variety-form';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type Page } from './page';

const AuthenticationQueue = lazyComponent(() => import('../features/staff/authentication-queue').then((m) => m.AuthenticationQueue));
// The catalogue kept by staff (issue 25).
const StaffCatalogueList = lazyComponent(() => import('../features/catalogue/staff-catalogue-list').then((m) => m.StaffCatalogueList));
const StaffVarietyEditor = lazyComponent(() => import('../features/catalogue/staff-variety-editor').then((m) => m.StaffVarietyEditor));
const StaffCatalogueImport = lazyComponent(() => import('../features/catalogue/staff-catalogue-import').then((m) => m.StaffCatalogueImport));
const AuthenticationReview = lazyComponent(() => import('../features/staff/authentication-review').then((m) => m.AuthenticationReview));

/**
 * Platform staff's pages (/staff/*; the site map marks them `staff`): the gate lets only staff load their data, and
 * site-page.tsx puts every staff page in StaffOnly, which tells anyone else 无权访问.
 */
export const staffPages: Record<string, Page> = {
  '/staff/authentications': page(noSearch, () => <AuthenticationQueue />),
  '/staff/authentications/$id': idPage(noSearch, {
    render: (id) => <AuthenticationReview key={id} id={id} />,
    firstData: authenticationReviewQuery,
    code: AuthenticationReview,
  }),
  '/staff/catalogue': page(noSearch, () => <StaffCatalogueList />),
  '/staff/catalogue/new': page(noSearch, () => <StaffVarietyEditor />),
  '/staff/catalogue/import': page(noSearch, () => <StaffCatalogueImport />),
  '/staff/catalogue/$id': idPage(noSearch, {
    render: (id) => <StaffVarietyEditor key={id} id={id} />,
    firstData: varietyEditFormQuery,
    code: StaffVarietyEditor,
  }),
};

import { authenticationReviewQuery } from '../api/authentication/staff-authentications';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type Page } from './page';

const AuthenticationQueue = lazyComponent(() => import('../features/staff/authentication-queue').then((m) => m.AuthenticationQueue));
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
};

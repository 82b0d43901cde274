import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const ProfilePage = lazyComponent(() => import('../features/profile/profile-page').then((m) => m.ProfilePage));

/** The personal centre's index: the member's card and profile (/person). */
export const profilePages: Record<string, RoutePage> = {
  '/person': page(noSearch, () => <ProfilePage />),
};

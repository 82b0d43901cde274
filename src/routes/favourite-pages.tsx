import { Suspense } from 'react';
import { Loading } from '../features/shared/loading';
import { favoriteSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const FavouritesPage = lazyComponent(() => import('../features/favourites/favourites-page').then((m) => m.FavouritesPage));
const BlacklistPanel = lazyComponent(() => import('../features/relations/blacklist-panel').then((m) => m.BlacklistPanel));

/** Favourites beside the blacklist (spec section 2: /person/favorite); the tab, feed and page are the URL's. */
export const favouritePages: Record<string, RoutePage> = {
  '/person/favorite': page(favoriteSearch, (search) => (
    <FavouritesPage
      search={search}
      blacklist={
        <Suspense fallback={<Loading />}>
          <BlacklistPanel />
        </Suspense>
      }
    />
  )),
};

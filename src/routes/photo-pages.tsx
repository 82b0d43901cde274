import { magnifierSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const MagnifierPage = lazyComponent(() => import('../features/photos/magnifier-page').then((m) => m.MagnifierPage));

/** Stamp photos (issue 15): /magnifier shows one public picture at full size with the image viewer's zoom. */
export const photoPages: Record<string, RoutePage> = {
  '/magnifier': page(magnifierSearch, ({ key }) => <MagnifierPage key={key} imageKey={key} />),
};

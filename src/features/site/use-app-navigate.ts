import { useNavigate } from '@tanstack/react-router';
import type { SearchOf, SitePath } from './site-map';

/** Where a screen sends the member: a page of the site map (`$id` filled from `params`), its search and whether it replaces. */
export interface AppNavigation<P extends SitePath = SitePath> {
  to: P;
  params?: Record<string, string>;
  /** The page's own search (SearchOf): a key it does not take or a value of the wrong type fails `tsc`. */
  search?: SearchOf<P>;
  replace?: boolean;
}

/** Navigation to a page of the site map, the twin of AppLink: a path that is not a page, or a search it does not take, fails `tsc`. */
export function useAppNavigate() {
  const navigate = useNavigate();
  // The router's type is not registered (the tree is built from the site map): the checks are AppNavigation's.
  return <P extends SitePath>({ to, ...where }: AppNavigation<P>) => navigate({ ...where, to: to as string });
}

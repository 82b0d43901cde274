import { useNavigate } from '@tanstack/react-router';
import type { SitePath } from './site-map';

/** Where a screen sends the member: a page of the site map (`$id` filled from `params`), its search and whether it replaces. */
export interface AppNavigation {
  to: SitePath;
  params?: Record<string, string>;
  search?: Record<string, unknown>;
  replace?: boolean;
}

/** Navigation to a page of the site map, the twin of AppLink: a path that is not a page fails `tsc`. */
export function useAppNavigate() {
  const navigate = useNavigate();
  return (where: AppNavigation) => navigate(where);
}

import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';
import { unconnectedContext } from './router-context';
import { RouterServices } from './router-services';
import { stringifySearch } from './search-text';

/**
 * History routes; scroll goes back to the top on every navigation (spec section 2). The context (query cache, session,
 * login dialog) comes from the React providers around the router, connected by RouterServices before the first load.
 * Every preload and visit calls the loader: the query cache, not the router, decides whether data is still fresh.
 * Search values are written as they read (search-text.ts).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: unconnectedContext,
    InnerWrap: RouterServices,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    stringifySearch,
  });
}

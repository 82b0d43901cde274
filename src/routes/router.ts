import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';

/** History routes; scroll goes back to the top on every navigation (spec section 2). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, defaultPreload: 'intent', scrollRestoration: false });
}

import { redirect } from '@tanstack/react-router';
import { routeIdParam } from '../features/site/search-schemas';

/** The required params of a TanStack path (`$id`), not the optional ones (`{-$type}`) nor the splat (`/$`). */
export const requiredParams = (path: string) => [...path.matchAll(/(?<!\{-)\$([a-zA-Z]+)/g)].map((m) => m[1]!);

/**
 * A route's `params` option: every required param is an id (`routeIdParam`, a positive integer), parsed to a number; any
 * other value is a page that does not exist, so the parse redirects to /404 (TanStack follows a redirect thrown here).
 */
export function idParamsOf(path: string) {
  const names = requiredParams(path);
  if (names.length === 0) return undefined;
  return {
    parse: (raw: Record<string, string>): Record<string, number> =>
      Object.fromEntries(
        names.map((name) => {
          const id = routeIdParam.safeParse(raw[name]);
          if (!id.success) throw redirect({ to: '/404', replace: true });
          return [name, id.data];
        }),
      ),
    stringify: (ids: Record<string, number>): Record<string, string> => Object.fromEntries(names.map((name) => [name, String(ids[name])])),
  };
}

import { Text } from '@chakra-ui/react';

/**
 * What a part of a page shows while its code or data is on the way: the one way to say so (a route's pending frame,
 * a page's Suspense, a block's DataBoundary, a list's first page). aria-busy tells assistive technology the part is
 * still loading; `status` makes it a live region, for the places that announced it before.
 */
export function Loading({ fontSize, status = false }: { fontSize?: 'sm'; status?: boolean }) {
  return (
    <Text color="gray.600" fontSize={fontSize} aria-busy="true" role={status ? 'status' : undefined}>
      加载中…
    </Text>
  );
}

import { Text } from '@chakra-ui/react';
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataBoundary } from '../shared/data-boundary';

interface BlockDataProps<T, K extends QueryKey> {
  /** The block's call (its queryOptions): the route's loader has started it, so it is usually on its way already. */
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  /** What the block says when there is nothing to show. */
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A block's data (a home page block, a ranking), read with useSuspenseQuery in its own DataBoundary (issue 24): Loading
 * in its place while it is on the way, 加载失败 with the call's message and 重试 when it failed (the rest of the page
 * goes on), and the block's own words when there is nothing to show.
 */
export function BlockData<T, K extends QueryKey>(props: BlockDataProps<T, K>) {
  return (
    <DataBoundary block>
      <Read {...props} />
    </DataBoundary>
  );
}

function Read<T, K extends QueryKey>({ query, empty, isEmpty = (data) => Array.isArray(data) && data.length === 0, children }: BlockDataProps<T, K>) {
  const { data } = useSuspenseQuery(query);
  if (isEmpty(data)) {
    return (
      <Text color="gray.600" fontSize="sm">
        {empty}
      </Text>
    );
  }
  return <>{children(data)}</>;
}

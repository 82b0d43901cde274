import { Button, HStack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../shared/loading';

/**
 * A block's data as it arrives: Loading, then what it shows; 暂无数据 with 重试 when the call failed (the rest of the
 * page goes on), and the block's own words when there is nothing to show.
 */
export function QueryState<T>({
  query,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading fontSize="sm" />;
  if (query.isError) {
    return (
      <HStack gap="3" role="alert">
        <Text color="gray.600" fontSize="sm">
          暂无数据
        </Text>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          重试
        </Button>
      </HStack>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Text color="gray.600" fontSize="sm">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}

import { Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorLine } from './error-line';
import { failureMessage } from './failure-message';
import { Pager } from './pager';
import { TableScroll } from './table-scroll';
import { useListSearch, type SearchRules } from './use-list-search';
import { usePagedList, type PageQuery } from './use-paged-list';
import { Loading } from './loading';

export interface QueueColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'end';
  nowrap?: boolean;
}

export interface StaffQueueProps<T extends { id: number }, F extends string> {
  /** The queue's heading and its region's name (投诉处理). */
  title: string;
  testId: string;
  /** The filter's name (投诉状态) and its choices, 全部 first. */
  filterLabel: string;
  filters: ReadonlyArray<{ value: F | 'all'; name: string }>;
  /** The queue's route's search schema: the filter is its `state` (none for 全部), the page its page. */
  search: SearchRules<{ state?: F | undefined }>;
  /** The page of the queue for a filter. */
  query: (filter: F | 'all') => PageQuery<T>;
  /** What an empty queue says. */
  empty: string;
  columns: ReadonlyArray<QueueColumn<T>>;
}

/**
 * A platform staff's queue (/staff/...): a filter by state, the records one a row with a link to each, and paging;
 * the filter and the page are the URL's (a reload or Back keeps them).
 * The cash-out, authentication and complaint queues are this table with their own columns.
 */
export function StaffQueue<T extends { id: number }, F extends string>({ title, testId, filterLabel, filters, search, query, empty, columns }: StaffQueueProps<T, F>) {
  const [{ state }, setSearch] = useListSearch(search);
  const filter = state ?? 'all';
  const { list, rows, page, setPage } = usePagedList(query(filter));
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={filterLabel}
            value={filter}
            onChange={(e) => {
              const chosen = e.target.value as F | 'all';
              setSearch({ state: chosen === 'all' ? undefined : chosen });
            }}
          >
            {filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Flex>
      {list.isError && <ErrorLine error={failureMessage(list.error)} />}
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && <Text color="gray.600">{empty}</Text>}
      {rows.length > 0 && (
        // Named apart from the queue (提现审核...): a name holding the queue's would be found by the queue's name too.
        <TableScroll label="记录列表">
          <Table.Root size="sm" variant="outline" data-testid={testId}>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.align}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  {columns.map((c) => (
                    <Table.Cell key={c.header} textAlign={c.align} whiteSpace={c.nowrap ? 'nowrap' : undefined}>
                      {c.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}


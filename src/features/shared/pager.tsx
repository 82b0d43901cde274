import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { abbreviateNumber } from './format';

/** Spec section 9: page sizes 10, 20, 50 (default 10). */
export const pageSizes = [10, 20, 50] as const;

/** Paging under a list: how many in all, previous / next, and the page size. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onChange,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onChange: (page: { pageNo: number; pageSize: number }) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack gap="3" justify="flex-end" wrap="wrap" aria-label="分页" role="navigation">
      <Text color="gray.600" fontSize="sm">
        共 {abbreviateNumber(total)} 条
      </Text>
      <Button size="xs" variant="outline" disabled={pageNo <= 1} onClick={() => onChange({ pageNo: pageNo - 1, pageSize })}>
        上一页
      </Button>
      <Text fontSize="sm">
        第 {pageNo} / {pages} 页
      </Text>
      <Button size="xs" variant="outline" disabled={pageNo >= pages} onClick={() => onChange({ pageNo: pageNo + 1, pageSize })}>
        下一页
      </Button>
      <NativeSelect.Root size="xs" width="auto">
        {/* A new page size starts again from the first page: the old page number means other rows now. */}
        <NativeSelect.Field aria-label="每页条数" value={pageSize} onChange={(e) => onChange({ pageNo: 1, pageSize: Number(e.target.value) })}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </HStack>
  );
}

import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { importKindNames, importKinds, type ImportKind, type ImportPreview, type ImportRow } from '../../api/contracts/staff-catalogue-names';
import { FilterTabs } from '../shared/filter-tabs';
import { TableScroll } from '../shared/table-scroll';

/** Each kind's colour: what will be written stands out, what is wrong is red. */
const kindPalette: Record<ImportKind, string> = { new: 'green', changed: 'blue', unchanged: 'gray', error: 'red' };

/** What a row would do: its changed columns old → new, or each column that is wrong and why. */
function RowDetail({ row }: { row: ImportRow }) {
  if (row.kind === 'error') {
    return (
      <Stack gap="0.5" as="ul" listStyleType="none">
        {row.errors.map((e) => (
          <Text as="li" key={e.field} color="red.700">
            {e.field}：{e.message}
          </Text>
        ))}
      </Stack>
    );
  }
  if (row.kind === 'changed') {
    return (
      <Stack gap="0.5" as="ul" listStyleType="none">
        {row.changes.map((c) => (
          <Text as="li" key={c.field} wordBreak="break-all">
            {c.field}：<Text as="del">{c.before || '（空）'}</Text> → <Text as="ins" textDecoration="none" fontWeight="medium">{c.after || '（空）'}</Text>
          </Text>
        ))}
      </Stack>
    );
  }
  return <Text color="gray.600">{row.kind === 'new' ? '新品种，将加入目录' : '与目录相同，不会改动'}</Text>;
}

/**
 * The preview's rows, by kind (全部 first), each with its line in the file so staff can find and fix it; what the row
 * does comes before the name, so a phone shows it before scrolling.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const [kind, setKind] = useState<ImportKind | 'all'>('all');
  const tabs = [
    { value: 'all' as const, label: `全部 ${preview.rows.length}` },
    ...importKinds.map((k) => ({ value: k, label: `${importKindNames[k]} ${preview.counts[k]}` })),
  ];
  const rows = kind === 'all' ? preview.rows : preview.rows.filter((r) => r.kind === kind);
  return (
    <FilterTabs label="预览结果" value={kind} tabs={tabs} onChange={setKind} size="sm">
      {rows.length === 0 ? (
        <Text color="gray.600" py="3">
          没有这类行
        </Text>
      ) : (
        <TableScroll label="导入预览">
          <Table.Root size="sm" variant="outline" data-testid="import-preview">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>行</Table.ColumnHeader>
                <Table.ColumnHeader>结果</Table.ColumnHeader>
                <Table.ColumnHeader>志号</Table.ColumnHeader>
                <Table.ColumnHeader minW="56">变化或错误</Table.ColumnHeader>
                <Table.ColumnHeader minW="36">名称</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.line}>
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={kindPalette[row.kind]}>{importKindNames[row.kind]}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{row.code || '—'}</Table.Cell>
                  <Table.Cell>
                    <RowDetail row={row} />
                  </Table.Cell>
                  <Table.Cell>{row.name || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </FilterTabs>
  );
}

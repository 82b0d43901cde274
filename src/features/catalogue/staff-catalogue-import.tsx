import { Button, Code, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useApplyImport, usePreviewImport } from '../../api/catalogue/staff-catalogue';
import { allMessages } from '../../api/contracts/all-messages';
import { importColumns, type ImportApplied } from '../../api/contracts/staff-catalogue-names';
import { maxImportRows } from '../../api/contracts/staff-catalogue-rules';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { SiteLink } from '../site';
import { StaffCatalogueFrame } from './staff-catalogue-list';
import { ImportPreviewTable } from './staff-import-table';
import { HiddenFileInput } from './hidden-file-input';

/** What the import did, in words. */
const appliedText = (done: ImportApplied) => `已新增 ${done.created} 个、修改 ${done.updated} 个品种${done.skipped ? `，${done.skipped} 行有错误未导入` : ''}。`;

/**
 * /staff/catalogue/import: choose a CSV or XLSX file, see what each row would do (the server reads the file; no
 * spreadsheet code is downloaded), then 导入 after a question that says how many are written and how many are left
 * out. Apply sends the same file with the preview's token: if the catalogue changed in between, nothing is written
 * and the page asks for a new preview.
 */
export function StaffCatalogueImport() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const shown = preview.data;
  const writes = shown ? shown.counts.new + shown.counts.changed : 0;

  const choose = (picked: File) => {
    setFile(picked);
    apply.reset();
    preview.mutate(picked);
  };

  return (
    <StaffCatalogueFrame
      title="批量导入"
      actions={
        <Button asChild size="sm" variant="outline" minH="11">
          <SiteLink to="/staff/catalogue">返回列表</SiteLink>
        </Button>
      }
    >
      <Stack gap="2" fontSize="sm" color="gray.700">
        <Text>
          上传CSV（UTF-8或GBK编码）或Excel（.xlsx）文件，第一行为表头，每行一个品种，最多{maxImportRows}行；按志号与目录中的品种对应。
        </Text>
        <Text>
          表头：<Code wordBreak="break-all">{importColumns.join(',')}</Code>
        </Text>
        <Text>形态写作“单枚/套|四方连/套”；图名与面值（分）每枚一项，以“|”分隔，面值不知道的写“?”。资料来源必填。</Text>
      </Stack>
      <Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" minH="11" loading={preview.isPending} loadingText="读取中" onClick={() => input.current?.click()}>
            {file ? '重新选择文件' : '选择文件'}
          </Button>
          {file && <Text fontSize="sm">{file.name}</Text>}
          {file && shown && (
            <Button variant="outline" minH="11" disabled={preview.isPending} onClick={() => choose(file)}>
              重新预览
            </Button>
          )}
        </HStack>
        <HiddenFileInput
          inputRef={input}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          label="选择导入文件"
          onPick={choose}
        />
      </Field.Root>
      <ErrorLine error={preview.isError ? failureMessage(preview.error) : null} />
      {apply.isSuccess && (
        <Text role="status" color="green.700">
          {appliedText(apply.data)}
        </Text>
      )}
      {shown && !apply.isSuccess && (
        <Stack gap="3">
          <ImportPreviewTable preview={shown} />
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" minH="11" disabled={writes === 0} onClick={() => setAsking(true)}>
              导入
            </Button>
            {writes === 0 && <Text fontSize="sm">{allMessages.catalogueImportNothing}</Text>}
          </HStack>
        </Stack>
      )}
      <AppDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="确认导入"
        confirm={{
          label: '导入',
          busy: apply.isPending,
          onConfirm: () =>
            file &&
            shown &&
            apply.mutate(
              { file, token: shown.token },
              {
                onSuccess: () => {
                  notify.success(allMessages.catalogueImportApplied);
                  setAsking(false);
                  setFile(null);
                  preview.reset();
                },
              },
            ),
        }}
      >
        <Stack gap="2">
          <Text>
            将新增 {shown?.counts.new ?? 0} 个、修改 {shown?.counts.changed ?? 0} 个品种
            {shown?.counts.error ? `；${shown.counts.error} 行有错误，不会导入` : ''}。
          </Text>
          <ErrorLine error={apply.isError ? failureMessage(apply.error) : null} />
        </Stack>
      </AppDialog>
    </StaffCatalogueFrame>
  );
}

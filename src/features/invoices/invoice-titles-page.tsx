import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvoiceTitle } from '../../api/contracts/invoices';
import { invoiceTitleKindNames, maxInvoiceTitles } from '../../api/contracts/invoice-names';
import { invoiceMessages } from '../../api/contracts/invoice-messages';
import { invoiceTitlesQueryOptions, useChangeInvoiceTitle } from '../../api/invoices/invoices';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';
import { notify } from '../shared/toaster';
import { AppLink } from '../site';
import { InvoiceTitleDialog } from './invoice-title-form';

/**
 * /person/invoices/info (发票信息): the member's invoice titles, the default first: 新增, 编辑, 删除 (asked first) and
 * 设为默认. At most 10; a request copies its title, so changing one here changes no request.
 */
export function InvoiceTitlesPage() {
  const titles = useQuery(invoiceTitlesQueryOptions());
  const change = useChangeInvoiceTitle();
  // Which dialog is open: the form (null: a new title) or the question before a delete.
  const [editing, setEditing] = useState<InvoiceTitle | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<InvoiceTitle | null>(null);
  const act = (title: InvoiceTitle, kind: 'del' | 'setDef') =>
    change
      .mutateAsync({ id: title.id, change: kind })
      .then(() => notify.success(kind === 'del' ? invoiceMessages.invoiceTitleDeleted : invoiceMessages.invoiceTitleDefaultSet))
      .catch(() => undefined)
      .finally(() => setDeleting(null));
  const list = titles.data ?? [];
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="invoice-titles-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm" id="invoice-titles-heading">
          发票抬头
        </Heading>
        <Flex gap="4" align="center">
          <AppLink to="/person/invoices" color="brand.600" display="inline-flex" alignItems="center" minH="44px">
            发票管理
          </AppLink>
          <Button size="sm" minH="44px" colorPalette="brand" disabled={list.length >= maxInvoiceTitles} onClick={() => setEditing(null)}>
            新增抬头
          </Button>
        </Flex>
      </Flex>
      {titles.isError && <ErrorLine error={failureMessage(titles.error)} />}
      {titles.isPending && <Loading />}
      {titles.data && list.length === 0 && (
        <Text py="6" textAlign="center" color="gray.600">
          暂无发票抬头，申请开票前请先新增
        </Text>
      )}
      {list.length > 0 && (
        <Stack as="ul" gap="3" aria-label="发票抬头列表">
          {list.map((title) => (
            <Box as="li" key={title.id} listStyleType="none" borderWidth="1px" borderRadius="md" p="4" data-testid="invoice-title">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="medium">{title.title}</Text>
                <Badge>{invoiceTitleKindNames[title.kind]}</Badge>
                {title.isDefault && <Badge colorPalette="brand">默认</Badge>}
              </Flex>
              <Stack gap="1" mt="2" fontSize="sm" color="gray.700">
                {title.taxNo && <Text>纳税人识别号 {title.taxNo}</Text>}
                <Text>接收邮箱 {title.email}</Text>
              </Stack>
              <Flex gap="3" mt="3" wrap="wrap">
                <Button size="sm" minH="44px" variant="outline" onClick={() => setEditing(title)} aria-label={`编辑${title.title}`}>
                  编辑
                </Button>
                {!title.isDefault && (
                  <Button size="sm" minH="44px" variant="outline" onClick={() => void act(title, 'setDef')} aria-label={`将${title.title}设为默认`}>
                    设为默认
                  </Button>
                )}
                <Button size="sm" minH="44px" variant="outline" colorPalette="red" onClick={() => setDeleting(title)} aria-label={`删除${title.title}`}>
                  删除
                </Button>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      {editing !== undefined && <InvoiceTitleDialog key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(undefined)} />}
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="删除发票抬头"
        confirm={{ label: '删除', danger: true, busy: change.isPending, onConfirm: () => deleting && void act(deleting, 'del') }}
      >
        <Text>确定删除“{deleting?.title}”吗？已提交的发票申请不受影响。</Text>
      </AppDialog>
    </Stack>
  );
}

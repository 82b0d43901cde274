import { Checkbox, Field, Input, RadioGroup, Stack } from '@chakra-ui/react';
import type { InvoiceTitle, InvoiceTitleKind } from '../../api/contracts/invoices';
import { invoiceTitleKindNames, invoiceTitleKinds } from '../../api/contracts/invoice-names';
import { invoiceMessages } from '../../api/contracts/invoice-messages';
import { useSaveInvoiceTitle } from '../../api/invoices/invoices';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';

const tap = { minH: '44px' } as const;

/**
 * 新增/编辑抬头: a person's name, or a company's name with its taxpayer number (统一社会信用代码); where the PDF is
 * mailed; 设为默认. Checked with the server's schema (invoiceTitleRequest) before it is sent, each rule beside its field.
 */
export function InvoiceTitleDialog({ editing, onClose }: { editing: InvoiceTitle | null; onClose: () => void }) {
  const save = useSaveInvoiceTitle();
  const form = useActionForm({
    schema: () => import('../../api/contracts/invoices').then((m) => m.invoiceTitleRequest),
    empty: {
      kind: (editing?.kind ?? 'company') as InvoiceTitleKind,
      title: editing?.title ?? '',
      taxNo: editing?.taxNo ?? '',
      email: editing?.email ?? '',
      isDefault: editing?.isDefault ?? false,
    },
    send: (body) => save.mutateAsync({ id: editing?.id ?? null, body }),
    done: () => {
      notify.success(invoiceMessages.invoiceTitleSaved);
      onClose();
    },
  });
  const company = form.fields.kind === 'company';
  return (
    <AppDialog open onClose={onClose} title={editing ? '编辑发票抬头' : '新增发票抬头'} confirm={{ label: '保存', onConfirm: form.submit, busy: form.busy }}>
      <form
        aria-label="发票抬头"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>抬头类型</Field.Label>
            <RadioGroup.Root value={form.fields.kind} onValueChange={(e) => form.set({ kind: e.value as InvoiceTitleKind })} aria-label="抬头类型">
              <Stack direction="row" gap="6">
                {invoiceTitleKinds.map((kind) => (
                  <RadioGroup.Item key={kind} value={kind} minH="44px">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{invoiceTitleKindNames[kind]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.title)}>
            <Field.Label>{company ? '单位名称' : '个人姓名'}</Field.Label>
            <Input {...form.field('title')} {...tap} />
            <Field.ErrorText>{form.errors.title}</Field.ErrorText>
          </Field.Root>
          {company && (
            <Field.Root required invalid={Boolean(form.errors.taxNo)}>
              <Field.Label>纳税人识别号</Field.Label>
              <Input {...form.field('taxNo')} placeholder="统一社会信用代码（18位）" autoCapitalize="characters" {...tap} />
              <Field.ErrorText>{form.errors.taxNo}</Field.ErrorText>
            </Field.Root>
          )}
          <Field.Root required invalid={Boolean(form.errors.email)}>
            <Field.Label>接收邮箱</Field.Label>
            <Input type="email" inputMode="email" {...form.field('email')} {...tap} />
            <Field.ErrorText>{form.errors.email}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root checked={form.fields.isDefault} onCheckedChange={(e) => form.set({ isDefault: e.checked === true })} minH="44px">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>设为默认抬头</Checkbox.Label>
          </Checkbox.Root>
          <ErrorLine error={form.error ?? undefined} />
        </Stack>
      </form>
    </AppDialog>
  );
}

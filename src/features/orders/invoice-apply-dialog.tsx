import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useReducer } from 'react';
import { messages } from '../../api/contracts/messages';
import { invoiceApplyRequest, type OrderDetail } from '../../api/contracts/trade';
import { useApplyInvoice } from '../../api/trade/apply-invoice';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { formatYuan } from '../shared/format';

type InvoiceField = 'title' | 'taxNo' | 'email';
const labels: Record<InvoiceField, string> = { title: '发票抬头', taxNo: '纳税人识别号', email: '接收邮箱' };

/** What is typed, and whether a submission was tried (from then on each field shows the rule it breaks). */
interface Form {
  fields: Record<InvoiceField, string>;
  checked: boolean;
}
type FormChange = { type: 'typed'; name: InvoiceField; value: string } | { type: 'checked' };
const formReducer = (form: Form, change: FormChange): Form =>
  change.type === 'typed' ? { ...form, fields: { ...form.fields, [change.name]: change.value } } : { ...form, checked: true };

/**
 * 申请发票: the buyer's invoice request for a completed online order, one call (useApplyInvoice). The form is parsed
 * with the schema the server parses (invoiceApplyRequest) before anything is sent, so each field shows the server's
 * own rule; the call's refusal is the mutation's error.
 */
export function InvoiceApplyDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const [form, dispatch] = useReducer(formReducer, { fields: { title: '', taxNo: '', email: '' }, checked: false });
  const mutation = useApplyInvoice();
  const parsed = invoiceApplyRequest.safeParse({ orderId: order.id, ...form.fields });
  const fieldErrors: Partial<Record<InvoiceField, string>> = {};
  if (form.checked && !parsed.success) for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as InvoiceField] ??= issue.message;

  const submit = () => {
    if (!parsed.success) return dispatch({ type: 'checked' });
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(messages.invoiceApplied);
        onClose();
      },
    });
  };

  const field = (name: InvoiceField, required: boolean, helper?: string) => (
    <Field.Root required={required} invalid={Boolean(fieldErrors[name])}>
      <Field.Label>{labels[name]}</Field.Label>
      <Input value={form.fields[name]} onChange={(e) => dispatch({ type: 'typed', name, value: e.target.value })} />
      {helper && !fieldErrors[name] && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{fieldErrors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <AppDialog open onClose={onClose} title="申请发票" size="sm" confirm={{ label: '提交申请', onConfirm: submit, busy: mutation.isPending }}>
      <Stack gap="4">
        <Text color="gray.600" fontSize="sm">
          订单号 {order.id} · {order.productName} · 金额 ¥{formatYuan(order.amount)}，由卖家 {order.seller} 开具
        </Text>
        {field('title', true, '个人或单位名称')}
        {field('taxNo', false, '单位开票填写统一社会信用代码，个人可不填')}
        {field('email', true, '电子发票将发送到此邮箱')}
        <ErrorLine error={mutation.isError ? failureMessage(mutation.error) : null} />
      </Stack>
    </AppDialog>
  );
}

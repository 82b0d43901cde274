import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { invoiceApplyRequest, type OrderDetail } from '../../api/contracts/trade';
import { applyInvoice } from '../../api/trade/invoice';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { useSubmission } from '../feedback/use-submission';
import { formatYuan } from '../format/format';

type InvoiceField = 'title' | 'taxNo' | 'email';
const labels: Record<InvoiceField, string> = { title: '发票抬头', taxNo: '纳税人识别号', email: '接收邮箱' };

/**
 * 申请发票: the buyer's invoice request for a completed online order. The form is checked with the same schema the
 * server parses (invoiceApplyRequest), so each field shows the server's own rule before any call.
 */
export function InvoiceApplyDialog({ order, onClose, onApplied }: { order: OrderDetail; onClose: () => void; onApplied: () => void }) {
  const [fields, setFields] = useState<Record<InvoiceField, string>>({ title: '', taxNo: '', email: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const { busy, error, run } = useSubmission();

  const submit = () => {
    const parsed = invoiceApplyRequest.safeParse({ orderId: order.id, ...fields });
    if (!parsed.success) {
      const errors: Partial<Record<InvoiceField, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as InvoiceField] ??= issue.message;
      return setFieldErrors(errors);
    }
    setFieldErrors({});
    return run(async () => {
      await applyInvoice(parsed.data);
      onApplied();
    });
  };

  const field = (name: InvoiceField, required: boolean, helper?: string) => (
    <Field.Root required={required} invalid={Boolean(fieldErrors[name])}>
      <Field.Label>{labels[name]}</Field.Label>
      <Input value={fields[name]} onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))} />
      {helper && !fieldErrors[name] && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{fieldErrors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <AppDialog
      open
      onClose={onClose}
      title="申请发票"
      size="sm"
      confirm={{ label: '提交申请', onConfirm: () => void submit(), busy }}
    >
      <Stack gap="4">
        <Text color="gray.600" fontSize="sm">
          订单号 {order.id} · {order.productName} · 金额 ¥{formatYuan(order.amount)}，由卖家 {order.seller} 开具
        </Text>
        {field('title', true, '个人或单位名称')}
        {field('taxNo', false, '单位开票填写统一社会信用代码，个人可不填')}
        {field('email', true, '电子发票将发送到此邮箱')}
        <ErrorLine error={error} />
      </Stack>
    </AppDialog>
  );
}

import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { cancelReasonsQuery, refundReasonsQuery } from '../../api/trade/orders';

/** The reasons the platform offers for a cancellation or a refund (GET online/cancel/reasons, refunds/reasons). */
export function ReasonSelect({ kind, value, onChange }: { kind: 'cancel' | 'refund'; value: string; onChange: (value: string) => void }) {
  const reasons = useQuery(kind === 'cancel' ? cancelReasonsQuery() : refundReasonsQuery());
  return (
    <Field.Root required>
      <Field.Label>{kind === 'cancel' ? '取消原因' : '退款原因'}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{reasons.isPending ? '加载中…' : '请选择原因'}</option>
          {reasons.data?.map((r) => (
            <option key={r.id} value={r.name}>
              {r.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      {reasons.isError && <Field.HelperText color="red.600">{reasons.error.message}</Field.HelperText>}
    </Field.Root>
  );
}

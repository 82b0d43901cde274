import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { cancelReasonsQueryOptions, refundReasonsQueryOptions } from '../../api/trade/orders';
import { FieldRule } from '../shared/form-fields';

/**
 * The reasons the platform offers for a cancellation or a refund (GET online/cancel/reasons, refunds/reasons), with
 * the choice's broken rule beside it (`error`).
 */
export function ReasonSelect({ kind, value, onChange, error }: { kind: 'cancel' | 'refund'; value: string; onChange: (value: string) => void; error?: string }) {
  const reasons = useQuery(kind === 'cancel' ? cancelReasonsQueryOptions() : refundReasonsQueryOptions());
  return (
    <Field.Root required invalid={Boolean(error)}>
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
      <FieldRule error={error} />
    </Field.Root>
  );
}

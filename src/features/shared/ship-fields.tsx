import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { expressCompaniesQueryOptions } from '../../api/trade/orders';
import { FieldRule } from './form-fields';

type ShipField = 'expressCompany' | 'trackingNo';

/**
 * 快递公司 (the carriers the platform lists) and 快递单号: a shipment's two fields, each with its broken rule beside it
 * (an order's and a bond order's 发货).
 */
export function ShipFields({
  fields,
  set,
  rules,
}: {
  fields: Partial<Record<ShipField, string>>;
  set: (name: ShipField) => (e: { target: { value: string } }) => void;
  rules: Partial<Record<ShipField, string>>;
}) {
  const companies = useQuery(expressCompaniesQueryOptions());
  return (
    <>
      <Field.Root required invalid={Boolean(rules.expressCompany)}>
        <Field.Label>快递公司</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={fields.expressCompany ?? ''} onChange={set('expressCompany')} minH="44px">
            <option value="">请选择快递公司</option>
            {companies.data?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <FieldRule error={rules.expressCompany} />
      </Field.Root>
      <Field.Root required invalid={Boolean(rules.trackingNo)}>
        <Field.Label>快递单号</Field.Label>
        <Input value={fields.trackingNo ?? ''} onChange={set('trackingNo')} autoComplete="off" minH="44px" />
        <FieldRule error={rules.trackingNo} />
      </Field.Root>
    </>
  );
}

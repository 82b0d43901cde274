import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductOption } from '../../api/contracts/trade';
import { productSearchQueryOptions } from '../../api/trade/publish';
import { FieldRule } from './form-fields';

type Choice = Pick<ProductOption, 'id' | 'name' | 'exterior' | 'unit'>;

/**
 * 筛选邮品 and 邮品: a variety chosen from those a typed name or catalogue number finds (the block-trade application's
 * and the bond offer's forms). `field` is the form's productId (its value and onChange); `kept` is a variety already
 * chosen (a republished offer's), offered until a search finds it again; `initialKeyword` starts the search.
 */
export function VarietyFields({
  field,
  error,
  kept,
  initialKeyword = '',
}: {
  field: { value: string; onChange: (e: { target: { value: string } }) => void };
  error: string | undefined;
  kept?: Choice;
  initialKeyword?: string;
}) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const products = useQuery({ ...productSearchQueryOptions(keyword), enabled: keyword.trim() !== '' });
  const found = products.data ?? [];
  const choices = kept && !found.some((p) => p.id === kept.id) ? [kept, ...found] : found;
  return (
    <>
      <Field.Root>
        <Field.Label>筛选邮品</Field.Label>
        <Input placeholder="名称或志号，如 T46" value={keyword} onChange={(e) => setKeyword(e.target.value)} minH="44px" />
      </Field.Root>
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>邮品</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...field} minH="44px">
            <option value="">{keyword.trim() ? '请选择邮品' : '先输入名称或志号'}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}（{p.exterior}，{p.unit}）
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <FieldRule error={error} />
      </Field.Root>
    </>
  );
}

import { Button, Field, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productSearchQueryOptions } from '../../api/trade/publish';
import { useAppNavigate } from '../site';

/**
 * Any variety of the catalogue to its book, to place the first order where none rests yet: the list above shows only
 * the varieties with a live book.
 */
export function VarietyPicker() {
  const navigate = useAppNavigate();
  const [keyword, setKeyword] = useState('');
  const [productId, setProductId] = useState('');
  const products = useQuery({ ...productSearchQueryOptions(keyword), enabled: keyword.trim() !== '' });
  return (
    <form
      aria-label="选择品种下单"
      onSubmit={(e) => {
        e.preventDefault();
        if (productId) navigate({ to: '/auto-match/detail', search: { productId: Number(productId) } });
      }}
    >
      <Stack gap="2">
        <Flex gap="2" wrap="wrap" align="flex-end">
          <Field.Root flex="1" minW="40">
            <Field.Label>筛选品种</Field.Label>
            <Input minH="11" placeholder="名称或志号，如 T46" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          </Field.Root>
          <Field.Root flex="2" minW="48">
            <Field.Label>品种</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={productId} onChange={(e) => setProductId(e.target.value)} minH="44px">
                <option value="">{keyword.trim() ? '请选择品种' : '先输入名称或志号'}</option>
                {products.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}（{p.exterior}）
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="brand" minH="44px" disabled={!productId}>
            去下单
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

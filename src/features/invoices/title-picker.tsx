import { Box, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { InvoiceTitle } from '../../api/contracts/invoices';
import { invoiceTitleKindNames } from '../../api/contracts/invoice-names';
import { AppLink } from '../site';

/** The title an invoice is made out to: the member's titles, one chosen (the default unless another is). */
export function TitlePicker({ titles, chosen, onChoose }: { titles: readonly InvoiceTitle[]; chosen: number | undefined; onChoose: (id: number) => void }) {
  if (titles.length === 0)
    return (
      <Text fontSize="sm" color="gray.700">
        还没有发票抬头。
        <AppLink to="/person/invoices/info" color="brand.600">
          去新增
        </AppLink>
      </Text>
    );
  return (
    <RadioGroup.Root value={chosen === undefined ? null : String(chosen)} onValueChange={(e) => e.value && onChoose(Number(e.value))} aria-label="发票抬头">
      <Stack gap="2">
        {titles.map((title) => (
          <RadioGroup.Item key={title.id} value={String(title.id)} minH="44px" alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="1" />
            <RadioGroup.ItemText>
              <Box>
                {title.title}（{invoiceTitleKindNames[title.kind]}）{title.isDefault ? ' 默认' : ''}
              </Box>
              <Box fontSize="xs" color="gray.600">
                {title.taxNo ? `${title.taxNo} · ` : ''}
                {title.email}
              </Box>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

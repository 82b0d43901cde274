import { HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { priceLineQuery } from '../../api/catalogue/variety';
import { conditionGrades, type ConditionGrade } from '../../api/contracts/content-names';
import { PriceLineChart } from './price-line-chart';

type GradeChoice = ConditionGrade | 'all';

/** The price line of one form with its grade selector: all grades, or only 全品, 上品 or 中品 deals. */
export function PriceLinePanel({ productId, unit }: { productId: number; unit: string }) {
  const [grade, setGrade] = useState<GradeChoice>('all');
  const line = useQuery({ ...priceLineQuery(productId, grade === 'all' ? null : grade), placeholderData: keepPreviousData });
  return (
    <Stack gap="2" data-testid="price-line">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium">近90天成交价（单位：{unit}）</Text>
        <Tabs.Root value={grade} onValueChange={(e) => setGrade(e.value as GradeChoice)} variant="enclosed" size="sm">
          <Tabs.List aria-label="品相">
            <Tabs.Trigger value="all">全部品相</Tabs.Trigger>
            {conditionGrades.map((g) => (
              <Tabs.Trigger key={g} value={g}>
                {g}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </HStack>
      {line.isPending && <Text color="gray.500">加载中…</Text>}
      {line.isError && <Text color="red.600">{line.error.message}</Text>}
      {line.data && <PriceLineChart line={line.data} />}
    </Stack>
  );
}

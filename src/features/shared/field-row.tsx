import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value of a detail page (邮品, 数量, 单价 ...): the label greyed, the values lined up. */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="2">
      <Text color="gray.600" minW="5em">
        {label}
      </Text>
      <Text>{children}</Text>
    </Flex>
  );
}

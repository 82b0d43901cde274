import { Text } from '@chakra-ui/react';

/** The label of one value in a detail's two-column grid (邮品, 数量, 单价 ...), greyed beside the value. */
export function DetailLabel({ children }: { children: string }) {
  return <Text color="gray.600">{children}</Text>;
}

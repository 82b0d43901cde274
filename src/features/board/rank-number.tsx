import { Text } from '@chakra-ui/react';

/** 1-3 stand out, as on every Chinese ranking. */
export function RankNumber({ rank }: { rank: number }) {
  return (
    <Text as="span" fontWeight="bold" color={rank <= 3 ? 'brand.fg' : 'gray.500'}>
      {rank}
    </Text>
  );
}

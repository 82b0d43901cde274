import { Text } from '@chakra-ui/react';
import { formatYuan } from './format';

/**
 * Money into or out of the member's balance, always with its sign: +¥ received, -¥ paid, ¥0.00 neither. Coloured as
 * Chinese traders read money (红涨绿跌: red for what comes in, green for what goes out); the sign carries the meaning
 * too, so colour never does it alone.
 */
export function SignedYuan({ fen }: { fen: number }) {
  const sign = fen > 0 ? '+' : fen < 0 ? '-' : '';
  const color = fen > 0 ? 'red.600' : fen < 0 ? 'green.700' : 'gray.500';
  return (
    <Text as="span" color={color} fontWeight="medium" whiteSpace="nowrap" data-sign={fen > 0 ? 'in' : fen < 0 ? 'out' : 'none'}>
      {sign}¥{formatYuan(Math.abs(fen))}
    </Text>
  );
}

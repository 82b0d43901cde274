import { Text } from '@chakra-ui/react';
import { abbreviateNumber, formatYuan } from '../shared/format';

/** Yuan as the wallet's figures show it (spec section 9): exact below 1万 yuan, then in 万 / 亿 (the exact amount as the title). */
export function shortYuan(fen: number): string {
  return Math.abs(fen) < 1_000_000 ? formatYuan(fen) : abbreviateNumber(fen / 100);
}

/** Gold beans or yuan into or out of a purse, always signed; 红涨绿跌 as SignedYuan colours it. */
export function SignedAmount({ amount, unit }: { amount: number; unit: 'cny' | 'bean' }) {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  const color = amount > 0 ? 'red.600' : amount < 0 ? 'green.700' : 'gray.500';
  const shown = unit === 'cny' ? `¥${formatYuan(Math.abs(amount))}` : `${abbreviateNumber(Math.abs(amount))}金豆`;
  return (
    <Text as="span" color={color} fontWeight="medium" whiteSpace="nowrap" data-sign={amount > 0 ? 'in' : amount < 0 ? 'out' : 'none'}>
      {sign}
      {shown}
    </Text>
  );
}

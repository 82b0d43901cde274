import { Text } from '@chakra-ui/react';
import { formatBeans, formatYuan } from '../shared/format';

/**
 * Gold beans or yuan into or out of a purse, always signed and exact (money is never in 万); 红涨绿跌 as SignedYuan
 * colours it.
 */
export function SignedAmount({ amount, unit }: { amount: number; unit: 'cny' | 'bean' }) {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  const color = amount > 0 ? 'red.600' : amount < 0 ? 'green.700' : 'gray.500';
  const shown = unit === 'cny' ? `¥${formatYuan(Math.abs(amount))}` : `${formatBeans(Math.abs(amount))}金豆`;
  return (
    <Text as="span" color={color} fontWeight="medium" whiteSpace="nowrap" data-sign={amount > 0 ? 'in' : amount < 0 ? 'out' : 'none'}>
      {sign}
      {shown}
    </Text>
  );
}

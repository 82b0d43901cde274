import { Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { depositAccountQueryOptions } from '../../api/membership/get-deposit-account';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';

/** The deposit at a glance: what it holds, what waiting surrenders reserve, what may still be asked back. */
export function DepositSummary() {
  const account = useQuery(depositAccountQueryOptions());
  if (account.isError) return <ErrorLine error={failureMessage(account.error)} />;
  const a = account.data;
  const figure = (label: string, fen: number | undefined, testId: string) => (
    <Stack gap="0" minW="36">
      <Text color="gray.600" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
        {fen === undefined ? '—' : `¥${formatYuan(fen)}`}
      </Text>
    </Stack>
  );
  return (
    <Flex gap="6" wrap="wrap" align="center" bg="white" borderWidth="1px" borderRadius="md" p="5">
      {figure('押金余额', a?.deposit, 'deposit-total')}
      {figure('退还中', a?.reserved, 'deposit-reserved')}
      {figure('可退还', a?.available, 'deposit-available')}
      <Text color="gray.600" fontSize="sm" flex="1" minW="60">
        押金用于保障交易履约。申请退还后，金额在平台保管 {a?.holdDays ?? 7} 天，期满自动退回账户余额；保管期内可撤销申请。
      </Text>
    </Flex>
  );
}

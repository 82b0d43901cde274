import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { collectAccountQueryOptions } from '../../api/cash-out/get-collect-account';
import { messages } from '../../api/contracts/messages';
import { protocolTypes } from '../../api/contracts/protocol-types';
import { useProtocolViewer } from '../auth';
import { CardList } from '../bank-cards';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { AppLink, type SitePath } from '../site';
import { WithdrawForm } from './withdraw-form';

/** What the member must do first: a gate with the way to do it. */
function Gate({ text, to, action }: { text: string; to: SitePath; action: string }) {
  return (
    <Flex
      gap="4"
      align="center"
      justify="space-between"
      p="4"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="md"
      role="alert"
    >
      <Text>{text}</Text>
      <AppLink to={to} colorPalette="brand" fontWeight="medium">
        {action}
      </AppLink>
    </Flex>
  );
}

/**
 * /person/account/withdraw (提现): the spendable and held balance, the withdrawal rule (protocol type 6), the
 * application form once the member is authenticated and has a payment password, and the member's cards: 提现银行卡
 * (cash-outs go to them) and 快捷支付卡.
 */
export function WithdrawPage() {
  const account = useQuery(collectAccountQueryOptions());
  const protocols = useProtocolViewer();
  const data = account.data;
  return (
    <Stack gap="5">
      <Flex gap="6" wrap="wrap" align="center" borderWidth="1px" borderRadius="md" bg="white" p="5" as="section" aria-label="可提现余额">
        <Stack gap="0">
          <Text color="gray.600" fontSize="sm">
            可提现余额
          </Text>
          {/* Money is exact to the fen however large: 万 / 亿 are for counts (spec section 9). */}
          <Text fontSize="3xl" fontWeight="bold" data-testid="withdrawable">
            {data ? `¥${formatYuan(data.balance)}` : '—'}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text color="gray.600" fontSize="sm">
            提现冻结中
          </Text>
          <Text fontSize="xl" data-testid="held">
            {data ? `¥${formatYuan(data.held)}` : '—'}
          </Text>
        </Stack>
        <Box flex="1" />
        <Button size="sm" variant="outline" onClick={() => protocols.open(protocolTypes.withdrawal)}>
          提现规则
        </Button>
        <AppLink to="/person/account/record" colorPalette="brand">
          提现记录
        </AppLink>
      </Flex>
      {account.isError && <ErrorLine error={failureMessage(account.error)} />}
      {data && !data.authenticated && <Gate text={messages.cashOutNeedsAuthentication} to="/person/authentication" action="去认证" />}
      {data && data.authenticated && !data.payPasswordSet && <Gate text={messages.payPasswordNotSet} to="/person/dashboard" action="去设置" />}
      {data && data.authenticated && data.payPasswordSet && (
        <Stack gap="3">
          <Heading as="h2" size="sm">
            申请提现
          </Heading>
          <WithdrawForm account={data} />
        </Stack>
      )}
      {data && (
        <Stack gap="5">
          <CardList kind="collect" holderName={data.realName ?? undefined} />
          <CardList kind="pay" holderName={data.realName ?? undefined} />
        </Stack>
      )}
    </Stack>
  );
}

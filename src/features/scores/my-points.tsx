import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { protocolTypes } from '../../api/contracts/protocol-types';
import { scoreLogsQueryOptions } from '../../api/scores/get-score-logs';
import { scoreSummaryQueryOptions } from '../../api/scores/get-score-summary';
import { useProtocolViewer } from '../auth';
import { ErrorLine } from '../shared/error-line';
import { ScoreLogTable } from './score-log-table';

/**
 * /person/integral (积分): my points, what earns them (the platform's `points` setting), the rule (protocol type 4)
 * and every point earned or spent, newest first.
 */
export function MyPoints() {
  const summary = useQuery(scoreSummaryQueryOptions());
  const protocols = useProtocolViewer();
  const rules = summary.data?.pointsRules;
  return (
    <Stack gap="5">
      <ErrorLine error={summary.error?.message} />
      {summary.data && rules && (
        <Flex gap="6" wrap="wrap" align="center" borderWidth="1px" borderRadius="md" bg="white" p="5">
          <Stack gap="0">
            <Text color="gray.600" fontSize="sm">
              我的积分
            </Text>
            <Text fontSize="3xl" fontWeight="bold" data-testid="points">
              {summary.data.personalScore}
            </Text>
          </Stack>
          <Stack gap="1" flex="1" minW="60" fontSize="sm" color="gray.700">
            <Text>每完成一笔交易，买卖双方各得 {rules.tradeCompleted} 积分。</Text>
            <Text>您推荐注册的会员每完成一笔交易，您得 {rules.referralTrade} 积分返利。</Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={() => protocols.open(protocolTypes.integration)}>
            积分规则
          </Button>
        </Flex>
      )}
      <Heading size="sm">积分明细</Heading>
      <ScoreLogTable
        query={(page) => scoreLogsQueryOptions('personalScore', page)}
        label="积分明细"
        balanceLabel="变动后积分"
        empty="暂无积分变动：完成交易即可获得积分。"
      />
    </Stack>
  );
}

import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { creditTiers, type CreditRating } from '../../api/contracts/scores';
import { protocolTypes } from '../../api/contracts/protocol-types';
import { scoreLogsQueryOptions } from '../../api/scores/get-score-logs';
import { scoreSummaryQueryOptions } from '../../api/scores/get-score-summary';
import { useProtocolViewer } from '../auth';
import { ErrorLine } from '../shared/error-line';
import { ScoreLogTable } from './score-log-table';

/**
 * /person/level (信用等级): my credit score (信用分), my rating among the five tiers, the rule (protocol type 5) and
 * the log of every change, newest first. The score moves with the evaluations I receive.
 */
export function CreditLevel() {
  const summary = useQuery(scoreSummaryQueryOptions());
  const protocols = useProtocolViewer();
  return (
    <Stack gap="5">
      <ErrorLine error={summary.error?.message} />
      {summary.data && (
        <Flex gap="6" wrap="wrap" align="center" borderWidth="1px" borderRadius="md" bg="white" p="5">
          <Stack gap="0">
            <Text color="gray.600" fontSize="sm">
              我的信用分
            </Text>
            <Text fontSize="3xl" fontWeight="bold" data-testid="credit-score">
              {summary.data.creditScore}
            </Text>
          </Stack>
          <Stack gap="1" flex="1" minW="60">
            <Text>
              信用等级：
              <Text as="span" fontWeight="bold" color="brand.fg" data-testid="credit-rating">
                {summary.data.rating.name}
              </Text>
            </Text>
            <NextTier score={summary.data.creditScore} rating={summary.data.rating} />
          </Stack>
          <Button size="sm" variant="outline" onClick={() => protocols.open(protocolTypes.creditScore)}>
            信用分规则
          </Button>
        </Flex>
      )}
      {summary.data && <TierScale level={summary.data.rating.level} />}
      <Heading size="sm">信用分明细</Heading>
      <ScoreLogTable
        query={(page) => scoreLogsQueryOptions('creditScore', page)}
        label="信用分明细"
        balanceLabel="变动后信用分"
        empty="暂无信用分变动：交易完成后对方的评价会计入信用分（好评 +1，中评不变，差评 -1）。"
      />
    </Stack>
  );
}

/** How far the score is into its tier, and what the next one needs. */
function NextTier({ score, rating }: { score: number; rating: CreditRating }) {
  if (rating.nextMin === null) return <Text color="gray.600">已达到最高信用等级</Text>;
  const span = rating.nextMin - rating.min;
  const into = Math.min(span, Math.max(0, score - rating.min));
  return (
    <Stack gap="1">
      {/* A bar drawn with boxes: the app's trimmed Chakra system (src/app/theme.ts) has no Progress recipe. */}
      <Box h="2" bg="gray.100" borderRadius="full" role="progressbar" aria-label="距下一等级" aria-valuemin={0} aria-valuemax={span} aria-valuenow={into}>
        <Box h="full" w={`${(into / span) * 100}%`} bg="brand.solid" borderRadius="full" />
      </Box>
      <Text fontSize="sm" color="gray.600">
        再得 {rating.nextMin - score} 分升至下一等级（{rating.nextMin} 分）
      </Text>
    </Stack>
  );
}

/** The five tiers side by side, mine highlighted. */
function TierScale({ level }: { level: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" role="list" aria-label="信用等级">
      {creditTiers.map((tier, i) => {
        const mine = tier.level === level;
        const next = creditTiers[i + 1];
        return (
          <Box
            key={tier.level}
            role="listitem"
            aria-current={mine ? 'true' : undefined}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            textAlign="center"
            bg={mine ? 'brand.solid' : 'white'}
            color={mine ? 'brand.contrast' : undefined}
          >
            <HStack justify="center" gap="0.5" aria-hidden>
              {'★'.repeat(tier.level)}
            </HStack>
            <Text fontWeight="bold">{tier.name}</Text>
            <Text fontSize="xs">{next ? `${tier.min} – ${next.min - 1} 分` : `${tier.min} 分以上`}</Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

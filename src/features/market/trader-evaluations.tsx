import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { evaluationScoreNames, type TraderEvaluation } from '../../api/contracts/evaluation-names';
import { traderEvaluationsQueryOptions } from '../../api/trade/trader-evaluations';
import { formatTime } from '../shared/format';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { evaluationsPaging } from '../site';
import { Loading } from '../shared/loading';

const scoreColors: Record<TraderEvaluation['score'], string> = { 1: 'red', 0: 'gray', [-1]: 'gray' };
const roleNames: Record<TraderEvaluation['evaluatorRole'], string> = { buyer: '买家', seller: '卖家' };

/**
 * The evaluations a trader received, newest first (issue 25): each one's grade, comment, date and who gave it, masked.
 * A list rather than a table: a comment is read as a sentence and wraps on a phone. Its page is the URL's evalPage
 * (the homepage's offers have page).
 */
export function TraderEvaluations({ traderId }: { traderId: number }) {
  const { list, rows, page, setPage } = usePagedList((p) => traderEvaluationsQueryOptions(traderId, p), { keys: evaluationsPaging });
  if (list.isPending) return <Loading />;
  if (list.isError) return <Text color="red.600">{list.error.message}</Text>;
  if (rows.length === 0) return <Text color="gray.600">暂无评价</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="0" listStyleType="none" bg="white" borderWidth="1px" borderRadius="md" aria-label="评价内容" data-testid="trader-evaluations">
        {rows.map((e) => (
          <Box as="li" key={e.id} px="4" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <HStack gap="2" wrap="wrap" justify="space-between">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={scoreColors[e.score]} variant={e.score === -1 ? 'solid' : 'subtle'}>
                  {evaluationScoreNames[e.score]}
                </Badge>
                <Text fontSize="sm" color="gray.700">
                  {roleNames[e.evaluatorRole]} {e.evaluator}
                </Text>
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {formatTime(e.createTime, 'date')}
              </Text>
            </HStack>
            <Text mt="1">{e.comment || '（未填写评价内容）'}</Text>
            <Text fontSize="sm" color="gray.600">
              {e.productName}
            </Text>
          </Box>
        ))}
      </Stack>
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />
    </Stack>
  );
}

import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { agentFinanceQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import type { AgentFinance } from '../../api/contracts/agent-delivery';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { AppLink, type AgentVariant } from '../site';
import { asOf, payPath } from './agent-side';

type Card = { label: string; value: string };
const yuan = (fen: number) => `¥${formatYuan(fen)}`;

/** The agent's cards: the fee asked, the work, the stock, the fees earned and those the platform still holds. */
const agentCards = (f: AgentFinance): Card[] => [
  { label: '我的代理费', value: f.fee === null ? '未设置' : `${yuan(f.fee)} / 单` },
  { label: '代理订单数', value: String(f.deliveries) },
  { label: '库存', value: `${f.stock} 单` },
  { label: '已收代理费', value: yuan(f.settled) },
  { label: '平台托管中', value: yuan(f.pending) },
];
/** The member's cards: the deliveries, the stock at my agents', the fees paid, held and refunded. */
const memberCards = (f: AgentFinance): Card[] => [
  { label: '代理订单数', value: String(f.deliveries) },
  { label: '库存', value: `${f.stock} 单` },
  { label: '已付代理费', value: yuan(f.settled) },
  { label: '托管中', value: yuan(f.pending) },
  { label: '已退回', value: yuan(f.refunded) },
];

/** /agents/{variant}/finance (财务): the fees by where they are, from my side, exact to the fen, and the way to 支付. */
export function AgentFinancePage({ variant }: { variant: AgentVariant }) {
  const as = asOf(variant);
  const finance = useQuery(agentFinanceQueryOptions(as));
  if (finance.isPending) return <Loading />;
  if (!finance.data) return <ErrorLine error={failureMessage(finance.error)} />;
  const cards = as === 'agent' ? agentCards(finance.data) : memberCards(finance.data);
  return (
    <Stack gap="4">
      <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 5 }} gap="3" m="0">
        {cards.map((card) => (
          <Stack key={card.label} gap="1" bg="white" p="4" borderRadius="md" borderWidth="1px" data-testid="agent-finance-card">
            <Text as="dt" color="gray.600" fontSize="sm">
              {card.label}
            </Text>
            <Text as="dd" m="0" fontSize="lg" fontWeight="semibold">
              {card.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text color="gray.600" fontSize="sm">
        {as === 'agent' ? '代理费在您验货后从平台托管转入您的余额。' : '代理费在确认订单时从余额预付、由平台托管，代理人验货后支付给代理人；到货前取消委托可退回。'}
      </Text>
      <Flex>
        <Button asChild size="sm" variant="outline" colorPalette="brand" minH="44px">
          <AppLink to={payPath(variant)}>查看代理费收支</AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}

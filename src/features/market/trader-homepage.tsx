import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { traderHomepageQuery } from '../../api/trade/trader-homepage';
import { BlacklistButton } from '../relations';
import { TraderDisclosures } from '../security';
import { AppLink } from '../site';
import { MarketList } from './market-list';
import { TraderCard } from './trader-card';
import { TraderEvaluations } from './trader-evaluations';

/** /trade/homepage/{id}: a member's trading card, the evaluations they received and their open offers. */
export function TraderHomepagePage({ id }: { id: number }) {
  const trader = useQuery(traderHomepageQuery(id));
  return (
    <Stack gap="5">
      {trader.isPending && <Text color="gray.600">加载中…</Text>}
      {trader.isError && <Text color="red.600">{trader.error.message}</Text>}
      {trader.data && (
        <>
          <TraderCard trader={trader.data} />
          <TraderDisclosures trader={trader.data} />
          <BlacklistButton targetId={id} />
          <AppLink to="/complaint/$id" params={{ id: String(id) }} colorPalette="red" fontSize="sm" alignSelf="flex-start">
            投诉该会员
          </AppLink>
        </>
      )}
      <Heading as="h2" size="sm">
        收到的评价
      </Heading>
      <TraderEvaluations traderId={id} />
      <Heading as="h2" size="sm">
        挂牌中的报价
      </Heading>
      <MarketList publisherId={id} />
    </Stack>
  );
}

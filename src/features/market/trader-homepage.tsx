import { Heading, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { traderHomepageQueryOptions } from '../../api/trade/trader-homepage';
import { TraderFollowButtons } from '../favourites';
import { BlacklistButton } from '../relations';
import { TraderDisclosures } from '../security';
import { DataBoundary } from '../shared/data-boundary';
import { AppLink } from '../site';
import { MarketList } from './market-list';
import { TraderCard } from './trader-card';
import { TraderEvaluations } from './trader-evaluations';

/** /trade/homepage/{id}: a member's trading card, the evaluations they received and their open offers. */
export function TraderHomepagePage({ id }: { id: number }) {
  return (
    <Stack gap="5">
      {/* The card fills in when its call (started by the route's loader) answers; the evaluations and offers go on. */}
      <DataBoundary>
        <Trader id={id} />
      </DataBoundary>
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

/** The member's card, what they disclose, and the calls about them: the route's first data. */
function Trader({ id }: { id: number }) {
  const { data: trader } = useSuspenseQuery(traderHomepageQueryOptions(id));
  return (
    <>
      <TraderCard trader={trader} />
      <TraderDisclosures trader={trader} />
      <TraderFollowButtons targetId={id} userName={trader.userName} />
      <BlacklistButton targetId={id} />
      <AppLink to="/complaint/$id" params={{ id: String(id) }} colorPalette="red" fontSize="sm" alignSelf="flex-start">
        投诉该会员
      </AppLink>
    </>
  );
}

import { hotNewsQueryOptions } from '../content/news';
import { noticesQueryOptions } from '../content/notices';
import { recentDealsQueryOptions } from '../trade/deals';
import { traderBoardQueryOptions, varietyBoardQueryOptions } from './board';
import { popularVarietiesQueryOptions } from './popular-varieties';
import { forumTopicsQueryOptions, friendLinksQueryOptions } from './site-links';
import { tradeDynamicsQueryOptions } from './trade-dynamics';

/**
 * What the home page (/index) shows first, shared by its blocks and its route's loader, so the loader fills exactly
 * the queries the blocks read: the first page of notices (the block shows six), the latest ten deals, and the
 * rankings' top of the last 7 days (traders by amount, varieties by volume).
 */
export const homeNotices = { pageNo: 1, pageSize: 10 } as const;
export const homeDeals = 10;
export const homeRankings = { period: 7, traders: 'amount', varieties: 'volume' } as const;

/** Every block's first query. The route loads this module with the page's code, so the entry does not carry it. */
export const homeFirstQueries = () => [
  noticesQueryOptions(homeNotices),
  hotNewsQueryOptions(),
  tradeDynamicsQueryOptions(),
  popularVarietiesQueryOptions(),
  recentDealsQueryOptions(undefined, homeDeals),
  traderBoardQueryOptions(homeRankings.period, homeRankings.traders),
  varietyBoardQueryOptions(homeRankings.period, homeRankings.varieties),
  forumTopicsQueryOptions(),
  friendLinksQueryOptions(),
];

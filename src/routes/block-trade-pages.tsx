import { blockTradeQueryOptions } from '../api/block-trades/get-block-trades';
import { blockTradeStageSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, page, noSearch, type RoutePage } from './page';

const MyBlockTrades = lazyComponent(() => import('../features/block-trades/my-block-trades').then((m) => m.MyBlockTrades));
const BlockTradePage = lazyComponent(() => import('../features/block-trades/block-trade-page').then((m) => m.BlockTradePage));
const BlockTradeQueue = lazyComponent(() => import('../features/staff/block-trade-queue').then((m) => m.BlockTradeQueue));
const BlockTradeReviewPage = lazyComponent(() => import('../features/staff/block-trade-review').then((m) => m.BlockTradeReviewPage));

/**
 * Block trades (大宗交易, issue 29): the member's applications and one application's page (/person/trade), and platform
 * staff's queue and review (gated as every staff page is, in site-page.tsx). The public list is /large-transaction
 * (market-pages.tsx).
 */
export const blockTradePages: Record<string, RoutePage> = {
  '/person/trade': page(blockTradeStageSearch, () => <MyBlockTrades />),
  '/person/trade/$id': idPage(noSearch, { render: (id) => <BlockTradePage key={id} id={id} />, firstData: blockTradeQueryOptions, code: BlockTradePage }),
  '/staff/block-trades': page(blockTradeStageSearch, () => <BlockTradeQueue />),
  '/staff/block-trades/$id': idPage(noSearch, {
    render: (id) => <BlockTradeReviewPage key={id} id={id} />,
    firstData: blockTradeQueryOptions,
    code: BlockTradeReviewPage,
  }),
};

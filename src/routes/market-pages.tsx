import { lazy, type ReactNode } from 'react';
import type { PageParams, PageSearch } from './page-types';

// Market pages load with their first visit, so every other page (and the first paint) does not pay for them.
const BlockTrades = lazy(() => import('../features/market/block-trades').then((m) => ({ default: m.BlockTrades })));
const ListingDetail = lazy(() => import('../features/market/listing-detail').then((m) => ({ default: m.ListingDetail })));
const MarketBoard = lazy(() => import('../features/market/market-board').then((m) => ({ default: m.MarketBoard })));
const MarketList = lazy(() => import('../features/market/market-list').then((m) => ({ default: m.MarketList })));
const MyDealDetail = lazy(() => import('../features/market/my-deal-detail').then((m) => ({ default: m.MyDealDetail })));
const MyDeals = lazy(() => import('../features/market/my-deals').then((m) => ({ default: m.MyDeals })));
const PriceCirclePage = lazy(() => import('../features/market/price-circle').then((m) => ({ default: m.PriceCirclePage })));
const PublishForm = lazy(() => import('../features/market/publish-form').then((m) => ({ default: m.PublishForm })));
const TradeConfirm = lazy(() => import('../features/market/trade-confirm').then((m) => ({ default: m.TradeConfirm })));
const TraderHomepagePage = lazy(() => import('../features/market/trader-homepage').then((m) => ({ default: m.TraderHomepagePage })));

const id = (params: PageParams) => Number(params.id);

/**
 * The public market and trading: /poster, /voster, /trade/*, /publish, /transaction/*, /large-transaction. Pages that
 * show another id or keyword are keyed by it, so they start afresh (page 1, no typed filter) instead of carrying over.
 */
export const marketPages: Record<string, (search: PageSearch, params: PageParams) => ReactNode> = {
  '/poster': () => <MarketBoard source="escrow" />,
  '/voster': () => <MarketBoard source="all" />,
  '/trade': (search) => {
    const keyword = (search.keyword as string | undefined) ?? '';
    return <MarketList key={keyword} keyword={keyword} />;
  },
  '/trade/cancel': () => <MarketList state="withdrawn" />,
  '/trade/$id': (_, params) => <ListingDetail key={params.id} id={id(params)} />,
  '/trade/confirm/$id': (_, params) => <TradeConfirm key={params.id} tradeId={id(params)} />,
  '/trade/homepage/$id': (_, params) => <TraderHomepagePage key={params.id} id={id(params)} />,
  '/trade/price-circle/$id': (_, params) => <PriceCirclePage key={params.id} productId={id(params)} />,
  '/publish': (search) => <PublishForm key={String(search.type)} publishType={search.type === 'sale' ? 1 : 0} />,
  '/transaction': () => <MyDeals />,
  '/transaction/$id': (_, params) => <MyDealDetail key={params.id} orderId={id(params)} />,
  '/large-transaction': () => <BlockTrades />,
};

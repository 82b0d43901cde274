import { listingQueryOptions } from '../api/trade/market';
import { orderQueryOptions } from '../api/trade/orders';
import { priceCircleQueryOptions } from '../api/trade/price-circle';
import { traderHomepageQueryOptions } from '../api/trade/trader-homepage';
import { marketSideSearch, pagedSearch, publishSearch, tradeSearch, traderHomepageSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const BlockTrades = lazyComponent(() => import('../features/market/block-trades').then((m) => m.BlockTrades));
const ListingDetail = lazyComponent(() => import('../features/market/listing-detail').then((m) => m.ListingDetail));
const MarketBoard = lazyComponent(() => import('../features/market/market-board').then((m) => m.MarketBoard));
const MarketList = lazyComponent(() => import('../features/market/market-list').then((m) => m.MarketList));
const MyDealDetail = lazyComponent(() => import('../features/market/my-deal-detail').then((m) => m.MyDealDetail));
const MyDeals = lazyComponent(() => import('../features/market/my-deals').then((m) => m.MyDeals));
const PriceCirclePage = lazyComponent(() => import('../features/market/price-circle').then((m) => m.PriceCirclePage));
const PublishForm = lazyComponent(() => import('../features/market/publish-form').then((m) => m.PublishForm));
const TradeConfirm = lazyComponent(() => import('../features/market/trade-confirm').then((m) => m.TradeConfirm));
const TraderHomepagePage = lazyComponent(() => import('../features/market/trader-homepage').then((m) => m.TraderHomepagePage));

/**
 * The public market and trading: /poster, /voster, /trade/*, /publish, /transaction/*, /large-transaction. Pages that
 * show another id or keyword are keyed by it, so they start afresh (page 1, no typed filter) instead of carrying over.
 */
export const marketPages: Record<string, RoutePage> = {
  '/poster': page(marketSideSearch, () => <MarketBoard source="escrow" />),
  '/voster': page(marketSideSearch, () => <MarketBoard source="all" />),
  '/trade': page(tradeSearch, () => <MarketList />),
  '/trade/cancel': page(marketSideSearch, () => <MarketList state="withdrawn" />),
  '/trade/$id': idPage(noSearch, {
    render: (id) => <ListingDetail key={id} id={id} />,
    firstData: listingQueryOptions,
    code: ListingDetail,
  }),
  '/trade/confirm/$id': idPage(noSearch, { render: (id) => <TradeConfirm key={id} tradeId={id} /> }),
  '/trade/homepage/$id': idPage(traderHomepageSearch, {
    render: (id) => <TraderHomepagePage key={id} id={id} />,
    firstData: traderHomepageQueryOptions,
    code: TraderHomepagePage,
  }),
  '/trade/price-circle/$id': idPage(marketSideSearch, {
    render: (id) => <PriceCirclePage key={id} productId={id} />,
    firstData: priceCircleQueryOptions,
    code: PriceCirclePage,
  }),
  '/publish': page(publishSearch, ({ type }) => <PublishForm key={String(type)} publishType={type === 'sale' ? 1 : 0} />),
  '/transaction': page(pagedSearch, () => <MyDeals />),
  '/transaction/$id': idPage(noSearch, {
    render: (id) => <MyDealDetail key={id} orderId={id} />,
    firstData: orderQueryOptions,
    code: MyDealDetail,
  }),
  '/large-transaction': page(marketSideSearch, () => <BlockTrades />),
};

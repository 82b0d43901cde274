import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode } from 'react';
import { ForgottenPanel, RegisterPanel } from '../features/auth';

// Trading pages load with their first visit, so every other page (and the first paint) does not pay for them.
const PayPasswordForm = lazy(() => import('../features/account/pay-password-form').then((m) => ({ default: m.PayPasswordForm })));
const ListingDetail = lazy(() => import('../features/market/listing-detail').then((m) => ({ default: m.ListingDetail })));
const MarketList = lazy(() => import('../features/market/market-list').then((m) => ({ default: m.MarketList })));
const MarketTabs = lazy(() => import('../features/market/market-list').then((m) => ({ default: m.MarketTabs })));
const MyListings = lazy(() => import('../features/market/my-listings').then((m) => ({ default: m.MyListings })));
const PublishForm = lazy(() => import('../features/market/publish-form').then((m) => ({ default: m.PublishForm })));
const RecentDeals = lazy(() => import('../features/orders/recent-deals').then((m) => ({ default: m.RecentDeals })));
const OrderDetail = lazy(() => import('../features/orders/order-detail').then((m) => ({ default: m.OrderDetail })));
const OrderList = lazy(() => import('../features/orders/order-list').then((m) => ({ default: m.OrderList })));

type Search = Record<string, unknown>;
/** Path params arrive validated by the route tree (`idParam`: a positive integer). */
type Params = Record<string, number | string | undefined>;

/**
 * The pages that have content so far, by site-map path. Every other route shows its frame only: the content belongs
 * to later work and is absent rather than faked.
 */
export const pageContent: Record<string, (search: Search, params: Params) => ReactNode> = {
  '/register': (search) => <RegisterPage search={search} />,
  '/forgotten': () => <ForgottenPanel />,
  '/poster': () => <MarketTabs />,
  '/voster': () => <MarketTabs />,
  '/trade': (search) => <MarketList keyword={(search.keyword as string | undefined) ?? ''} />,
  '/trade/$id': (_, params) => <ListingDetail key={params.id} id={Number(params.id)} />,
  '/publish': (search) => <PublishForm key={String(search.type)} publishType={search.type === 'sale' ? 1 : 0} />,
  '/transaction': () => <RecentDeals />,
  '/person/myOrder': () => <MyListings />,
  '/person/order': () => <OrderList />,
  '/person/order/detail/$id': (_, params) => <OrderDetail key={params.id} orderId={Number(params.id)} />,
  '/person/dashboard': () => <PayPasswordForm />,
};

function RegisterPage({ search }: { search: Search }) {
  const navigate = useNavigate();
  return (
    <RegisterPanel
      thirdKind={search.thirdKind as 'alipay' | 'wechat' | undefined}
      thirdAuthCode={search.thirdAuthCode as string | undefined}
      onDone={() => void navigate({ to: '/' })}
    />
  );
}

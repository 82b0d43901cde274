import { FilterTabs } from '../shared/filter-tabs';
import { useSearchChange } from '../shared/use-list-search';
import { MyFills } from './my-fills';
import { MyOrders } from './my-orders';

type Tab = 'orders' | 'fills';

/**
 * The member's part of /auto-match: 我的委托 (open orders, 改价 and 撤单) and 我的成交 (fills, to their orders), the tab in
 * the URL. Its own chunk: a visitor never loads it, nor the lifecycle action machine it brings (with zod).
 */
export function MyMatchLists({ tab }: { tab: Tab }) {
  const change = useSearchChange();
  return (
    <FilterTabs
      label="我的自动撮合"
      value={tab}
      tabs={[
        { value: 'orders', label: '我的委托' },
        { value: 'fills', label: '我的成交' },
      ]}
      onChange={(next) => change({ tab: next === 'fills' ? next : undefined })}
      variant="line"
      size="sm"
    >
      {tab === 'fills' ? <MyFills /> : <MyOrders />}
    </FilterTabs>
  );
}

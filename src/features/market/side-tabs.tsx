import type { ReactNode } from 'react';
import { FilterTabs } from '../shared/filter-tabs';

/** Which side of the market a list shows: everything, sell offers (1) or buy offers (0), as the spec numbers them. */
export const sides = { all: undefined, sell: 1, buy: 0 } as const;
export type MarketSide = keyof typeof sides;

const sideTabs: ReadonlyArray<{ value: MarketSide; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'sell', label: '出售' },
  { value: 'buy', label: '求购' },
];

/**
 * 全部 / 出售 / 求购: the switch over every market list (offers, block trades). `children`, the list it switches, becomes
 * the chosen tab's panel; without it the panel is empty and the list follows the tabs.
 */
export function SideTabs({ value, onChange, children }: { value: MarketSide; onChange: (side: MarketSide) => void; children?: ReactNode }) {
  return (
    <FilterTabs label="买卖方向" value={value} tabs={sideTabs} onChange={onChange} size="sm">
      {children}
    </FilterTabs>
  );
}

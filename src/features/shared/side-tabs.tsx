import type { ReactNode } from 'react';
import { FilterTabs } from './filter-tabs';

/** Which side of the market a list shows: everything, sell offers (1) or buy offers (0), as the spec numbers them. */
export const sides = { all: undefined, sell: 1, buy: 0 } as const;
export type MarketSide = keyof typeof sides;

const sideTabs: ReadonlyArray<{ value: MarketSide; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'sell', label: '出售' },
  { value: 'buy', label: '求购' },
];

/**
 * 全部 / 出售 / 求购: the switch over every market list (offers, block trades, bond offers). `children`, the list it
 * switches, becomes the chosen tab's panel; without it the panel is empty and the list follows the tabs. `after`
 * stands beside the tabs (a keyword box).
 */
export function SideTabs({
  value,
  onChange,
  after,
  children,
}: {
  value: MarketSide;
  onChange: (side: MarketSide) => void;
  after?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <FilterTabs label="买卖方向" value={value} tabs={sideTabs} onChange={onChange} size="sm" after={after}>
      {children}
    </FilterTabs>
  );
}

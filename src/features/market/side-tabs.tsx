import { Tabs } from '@chakra-ui/react';

/** Which side of the market a list shows: everything, sell offers (1) or buy offers (0), as the spec numbers them. */
export const sides = { all: undefined, sell: 1, buy: 0 } as const;
export type MarketSide = keyof typeof sides;

/** 全部 / 出售 / 求购: the switch over every market list (offers, block trades). */
export function SideTabs({ value, onChange }: { value: MarketSide; onChange: (side: MarketSide) => void }) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as MarketSide)} variant="enclosed" size="sm">
      <Tabs.List>
        <Tabs.Trigger value="all">全部</Tabs.Trigger>
        <Tabs.Trigger value="sell">出售</Tabs.Trigger>
        <Tabs.Trigger value="buy">求购</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}

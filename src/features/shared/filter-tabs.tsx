import { Flex, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterTab<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * Tabs that choose what the content below them shows (an order stage, a market side, a ranking's period): the one way
 * to draw such a switch. The content is the selected tab's panel, so the selected tab's aria-controls names a panel
 * that exists (Chakra's tabs without panels point at nothing, which axe-core reports as critical). On a phone the tabs
 * stay on one line and scroll sideways instead of widening the page; from 768 px up they wrap.
 */
export function FilterTabs<V extends string>({
  label,
  value,
  tabs,
  onChange,
  variant = 'enclosed',
  size = 'md',
  before,
  after,
  children,
}: {
  /** What the tabs choose, for screen readers (订单状态, 排行周期...). */
  label: string;
  value: V;
  tabs: ReadonlyArray<FilterTab<V>>;
  onChange: (value: V) => void;
  variant?: 'enclosed' | 'subtle' | 'line';
  size?: 'sm' | 'md';
  /** Shown on the tabs' line before them: a visible caption (类型), a title. The line wraps when narrow. */
  before?: ReactNode;
  /** Shown on the tabs' line after them, at its end (a search form, a note); under them when the line is too narrow. */
  after?: ReactNode;
  /** What the chosen tab shows. */
  children?: ReactNode;
}) {
  // minW 0: on a line with a caption or a form the list may shrink below its tabs' width, and then scrolls.
  const list = (
    <Tabs.List aria-label={label} maxW="full" minW="0" overflowX={{ base: 'auto', md: 'visible' }} flexWrap={{ base: 'nowrap', md: 'wrap' }} whiteSpace="nowrap">
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0" minH={{ base: '11', md: 'auto' }}>
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value as V)} variant={variant} size={size}>
      {before || after ? (
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Flex align="center" gap="3" wrap="wrap" minW="0" maxW="full">
            {before}
            {list}
          </Flex>
          {after}
        </Flex>
      ) : (
        list
      )}
      {/* One panel, re-labelled as the choice changes rather than one per tab: the content stays mounted across a
          switch and keeps its own state (a sort order, a typed word), as it did when it sat below the tabs. Only the
          selected tab carries aria-controls, so the other tabs need no panel. An empty panel takes no focus. */}
      <Tabs.Content value={value} pt={children ? '3' : '0'} pb="0" tabIndex={children ? undefined : -1}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

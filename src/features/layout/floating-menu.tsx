import { Button, Stack } from '@chakra-ui/react';
import { useSession, bondGate, publishGate, type Gate } from '../session';
import type { AppNavigation } from '../site';
import { useGate } from './use-gate';

/**
 * The floating menu's six entries (spec sections 2 and 5): publishing needs login, level 1 is sent to authentication,
 * level 2 may not publish sell offers, the bond entry needs real-name authentication. The phone's header menu lists
 * them too (header-menu.tsx), as a floating column would cover a phone's content.
 */
export function useQuickEntries(): Array<{ label: string; run: () => void }> {
  const { user } = useSession();
  const gate = useGate();
  const entries: Array<{ label: string; gate: Gate; to: AppNavigation }> = [
    { label: '发布求购', gate: publishGate(user, 'buy'), to: { to: '/publish' } },
    { label: '发布出售', gate: publishGate(user, 'sell'), to: { to: '/publish', search: { type: 'sale' } } },
    { label: '保证金交易', gate: bondGate(user), to: { to: '/publish-bond' } },
    { label: '我的订单', gate: user ? 'allowed' : 'login', to: { to: '/person/order' } },
    { label: '自动匹配', gate: 'allowed', to: { to: '/auto-match' } },
    { label: '帮助中心', gate: 'allowed', to: { to: '/help' } },
  ];
  return entries.map((entry) => ({ label: entry.label, run: () => gate(entry.gate, entry.to) }));
}

/** The floating column at the window's right edge, from 768 px up. */
export function FloatingMenu() {
  const entries = useQuickEntries();
  return (
    <Stack as="nav" aria-label="快捷菜单" position="fixed" right="3" top="40%" gap="1" zIndex="docked" hideBelow="md">
      {entries.map((entry) => (
        <Button key={entry.label} size="xs" variant="surface" colorPalette="brand" onClick={entry.run}>
          {entry.label}
        </Button>
      ))}
    </Stack>
  );
}

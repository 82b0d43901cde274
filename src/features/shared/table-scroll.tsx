import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The frame every data table sits in: on a screen narrower than the table (a phone) the table scrolls sideways inside
 * it instead of widening the page. It is a named region that takes focus, so a keyboard can scroll it too (axe-core's
 * scrollable-region-focusable). Put the columns a member needs first (what, how much, state) so they are seen before
 * scrolling.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      maxW="full"
      overflowX="auto"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </Box>
  );
}

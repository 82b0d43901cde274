import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { Loading } from '../shared/loading';

// The 流程 view (and Mermaid behind it) loads with the page's data, never with a list.
const BondOrderProcess = lazy(() => import('./bond-order-process').then((m) => ({ default: m.BondOrderProcess })));

/** A bond order's 流程 section, on its sides' detail page and in staff's review: nothing before its first event. */
export function BondOrderProcessSection({ order }: { order: BondOrderDetail }) {
  if (order.events.length === 0) return null;
  return (
    <Stack gap="2" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="流程">
      <Heading as="h2" size="sm">
        流程
      </Heading>
      <Suspense fallback={<Loading />}>
        <BondOrderProcess order={order} />
      </Suspense>
    </Stack>
  );
}

import { lazy } from 'react';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { ProcessSection } from '../shared/process-section';

// The 流程 view (and Mermaid behind it) loads with the page's data, never with a list.
const BondOrderProcess = lazy(() => import('./bond-order-process').then((m) => ({ default: m.BondOrderProcess })));

/** A bond order's 流程 section, on its sides' detail page and in staff's review: nothing before its first event. */
export function BondOrderProcessSection({ order }: { order: BondOrderDetail }) {
  if (order.events.length === 0) return null;
  return (
    <ProcessSection>
      <BondOrderProcess order={order} />
    </ProcessSection>
  );
}

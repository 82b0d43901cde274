import { lazy } from 'react';
import type { AgentDeliveryDetail } from '../../api/contracts/agent-delivery';
import { ProcessSection } from '../shared/process-section';

// The 流程 view (and Mermaid behind it) loads with the page's data, never with a list.
const AgentDeliveryProcess = lazy(() => import('./agent-delivery-process').then((m) => ({ default: m.AgentDeliveryProcess })));

/** A delivery's 流程 section on its detail page: nothing before its first event. */
export function AgentDeliveryProcessSection({ delivery }: { delivery: AgentDeliveryDetail }) {
  if (delivery.events.length === 0) return null;
  return (
    <ProcessSection>
      <AgentDeliveryProcess delivery={delivery} />
    </ProcessSection>
  );
}

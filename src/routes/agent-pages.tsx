import { agentLinkSearch } from '../features/site/search-schemas';
import { agentVariants } from '../features/site/site-map';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const AgentApplyPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.AgentApplyPage));
const MyAgentsPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.MyAgentsPage));
const CustomersPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.CustomersPage));

/** The agent system's link pages in both variants: applications, my agents, customers (spec section 2). */
export const agentPages: Record<string, RoutePage> = Object.fromEntries(
  agentVariants.flatMap((variant) => [
    [`/agents/${variant}/apply`, page(agentLinkSearch, () => <AgentApplyPage key={variant} variant={variant} />)],
    [`/agents/${variant}/agents`, page(agentLinkSearch, () => <MyAgentsPage />)],
    [`/agents/${variant}/custom`, page(agentLinkSearch, () => <CustomersPage />)],
  ]),
);

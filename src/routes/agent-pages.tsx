import { agentVariants } from '../features/site/site-map';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type Page } from './page';

const AgentApplyPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.AgentApplyPage));
const MyAgentsPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.MyAgentsPage));
const CustomersPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.CustomersPage));

/** The agent system's link pages in both variants: applications, my agents, customers (spec section 2). */
export const agentPages: Record<string, Page> = Object.fromEntries(
  agentVariants.flatMap((variant) => [
    [`/agents/${variant}/apply`, page(noSearch, () => <AgentApplyPage key={variant} variant={variant} />)],
    [`/agents/${variant}/agents`, page(noSearch, () => <MyAgentsPage />)],
    [`/agents/${variant}/custom`, page(noSearch, () => <CustomersPage />)],
  ]),
);

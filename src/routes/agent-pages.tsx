import { lazy, type ReactNode } from 'react';
import { agentVariants } from '../features/site/site-map';
import type { PageParams, PageSearch } from './page-types';

// The agent system's pages load with their first visit.
const AgentApplyPage = lazy(() => import('../features/agents/agent-pages').then((m) => ({ default: m.AgentApplyPage })));
const MyAgentsPage = lazy(() => import('../features/agents/agent-pages').then((m) => ({ default: m.MyAgentsPage })));
const CustomersPage = lazy(() => import('../features/agents/agent-pages').then((m) => ({ default: m.CustomersPage })));

/** The agent system's link pages in both variants: applications, my agents, customers (spec section 2). */
export const agentPages: Record<string, (search: PageSearch, params: PageParams) => ReactNode> = Object.fromEntries(
  agentVariants.flatMap((variant) => [
    [`/agents/${variant}/apply`, () => <AgentApplyPage key={variant} variant={variant} />],
    [`/agents/${variant}/agents`, () => <MyAgentsPage />],
    [`/agents/${variant}/custom`, () => <CustomersPage />],
  ]),
);

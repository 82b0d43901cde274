import { agentDetailSearch, agentLinkSearch, agentDeliveryListSearch, agentPaySearch, pagedSearch } from '../features/site/search-schemas';
import { agentVariants } from '../features/site/site-map';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const AgentApplyPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.AgentApplyPage));
const MyAgentsPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.MyAgentsPage));
const CustomersPage = lazyComponent(() => import('../features/agents/agent-pages').then((m) => m.CustomersPage));
// Delivery through an agent (交割代理, issue 29; docs/adr/0044).
const AgentOrderPage = lazyComponent(() => import('../features/agent-delivery/agent-delivery-lists').then((m) => m.AgentOrderPage));
const AgentStockPage = lazyComponent(() => import('../features/agent-delivery/agent-delivery-lists').then((m) => m.AgentStockPage));
const AgentDeliveryPage = lazyComponent(() => import('../features/agent-delivery/agent-delivery-page').then((m) => m.AgentDeliveryPage));
const AgentFinancePage = lazyComponent(() => import('../features/agent-delivery/agent-finance-page').then((m) => m.AgentFinancePage));
const AgentPayPage = lazyComponent(() => import('../features/agent-delivery/agent-pay-pages').then((m) => m.AgentPayPage));
const AgentPayDetailPage = lazyComponent(() => import('../features/agent-delivery/agent-pay-pages').then((m) => m.AgentPayDetailPage));
const AgentBankPage = lazyComponent(() => import('../features/agent-delivery/agent-bank-page').then((m) => m.AgentBankPage));
const PersonAgentPage = lazyComponent(() => import('../features/agent-delivery/person-agent-page').then((m) => m.PersonAgentPage));

/**
 * The agent system's pages in both variants (spec section 2): the links (applications, my agents, customers) and the
 * deliveries through an agent (代理订单, 库存 and a delivery's 库存明细, 财务, 支付 and 支付明细, 银行账户), each from
 * the variant's side (the agent's, or the member's); and the personal centre's 交割代理. Pages of one id are keyed by
 * it, so another delivery starts afresh.
 */
export const agentPages: Record<string, RoutePage> = {
  ...Object.fromEntries(
    agentVariants.flatMap((variant) => [
      [`/agents/${variant}/apply`, page(agentLinkSearch, () => <AgentApplyPage key={variant} variant={variant} />)],
      [`/agents/${variant}/agents`, page(agentLinkSearch, () => <MyAgentsPage />)],
      [`/agents/${variant}/custom`, page(agentLinkSearch, () => <CustomersPage />)],
      [`/agents/${variant}/order`, page(agentDeliveryListSearch, () => <AgentOrderPage key={variant} variant={variant} />)],
      [`/agents/${variant}/stock`, page(pagedSearch, () => <AgentStockPage key={variant} variant={variant} />)],
      [`/agents/${variant}/stock-detail`, page(agentDetailSearch, ({ id }) => <AgentDeliveryPage key={`${variant}:${id}`} variant={variant} id={id} />)],
      [`/agents/${variant}/finance`, page(noSearch, () => <AgentFinancePage key={variant} variant={variant} />)],
      [`/agents/${variant}/pay`, page(agentPaySearch, ({ deliveryId }) => <AgentPayPage key={`${variant}:${deliveryId ?? ''}`} variant={variant} deliveryId={deliveryId} />)],
      [`/agents/${variant}/pay-detail`, page(agentDetailSearch, ({ id }) => <AgentPayDetailPage key={`${variant}:${id}`} variant={variant} id={id} />)],
      [`/agents/${variant}/bank`, page(noSearch, () => <AgentBankPage key={variant} variant={variant} />)],
    ]),
  ),
  '/person/agent': page(noSearch, () => <PersonAgentPage />),
};

// The site feature's public entry: what other features may use of the site map (eslint.config.js, feature isolation).
export { AppLink } from './app-link';
export { SiteLink } from './site-link';
export { useAppNavigate, type AppNavigation } from './use-app-navigate';
export { Breadcrumbs } from './breadcrumbs';
export { SideMenu, type SideMenuSection } from './side-menu';
export { agentMenu, breadcrumbTrail, menuOwner, personMenu } from './site-map-lookup';
export { siteMap, type AgentVariant, type SitePath } from './site-map';
export type { SiteRoute } from './site-map-types';
export type { SearchOf } from './site-map';
// The list pages' search schemas: a page reads its tab, filters and page through them (shared/use-list-search.ts).
export {
  agentDeliveryListSearch,
  agentDetailSearch,
  agentLinkSearch,
  authenticationQueueSearch,
  blockTradeStageSearch,
  bondConfirmSearch,
  bondOfferStageSearch,
  bondOrderListSearch,
  bondOrderQueueSearch,
  bondPaySearch,
  boardSearch,
  bulletinSearch,
  cashOutQueueSearch,
  invoiceApplySearch,
  invoiceListSearch,
  invoiceQueueSearch,
  catalogueSearch,
  complaintQueueSearch,
  creditSearch,
  evaluationsPaging,
  marketSideSearch,
  messageSearch,
  orderListSearch,
  personComplaintSearch,
  punishmentListSearch,
  staffCatalogueSearch,
  staffNewsSearch,
  tradeSearch,
  varietyPageSearch,
  varietySearch,
  vipDirectorySearch,
  vipPaymentsPaging,
  vipSearch,
  walletLogSearch,
  type SearchClass,
} from './search-schemas';

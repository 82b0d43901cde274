import type { InvoicePageQuery } from '../contracts/invoices';
import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/**
 * The query keys of invoices (发票, issue 29; docs/architecture.md, "Query keys"): the member's titles, the orders they
 * may ask an invoice for, their requests (private, under `userKeys.all()`), and staff's queue (under
 * `userKeys.staff()`). A request applied for, withdrawn, issued or refused invalidates `mine()` and `queues()`.
 */
export const invoiceKeys = {
  mine: () => [...userKeys.all(), 'invoices'] as const,
  titles: () => [...invoiceKeys.mine(), 'titles'] as const,
  invoiceable: (page: PageRequest & { orderIds?: string }) => [...invoiceKeys.mine(), 'invoiceable', page] as const,
  requests: () => [...invoiceKeys.mine(), 'requests'] as const,
  page: (query: InvoicePageQuery) => [...invoiceKeys.requests(), 'page', query] as const,
  detail: (id: number) => [...invoiceKeys.requests(), id] as const,
  queues: () => [...userKeys.staff(), 'invoices'] as const,
  queue: (query: InvoicePageQuery) => [...invoiceKeys.queues(), query] as const,
};

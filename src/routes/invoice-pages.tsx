import { invoiceApplySearch, invoiceListSearch, invoiceQueueSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { noSearch, page, type RoutePage } from './page';

const InvoicesPage = lazyComponent(() => import('../features/invoices/invoices-page').then((m) => m.InvoicesPage));
const InvoiceTitlesPage = lazyComponent(() => import('../features/invoices/invoice-titles-page').then((m) => m.InvoiceTitlesPage));
const InvoiceApplyPage = lazyComponent(() => import('../features/invoices/invoice-apply-page').then((m) => m.InvoiceApplyPage));
const InvoiceConfirmPage = lazyComponent(() => import('../features/invoices/invoice-confirm-page').then((m) => m.InvoiceConfirmPage));
const InvoiceQueue = lazyComponent(() => import('../features/staff/invoice-queue').then((m) => m.InvoiceQueue));

/**
 * 发票 (issue 29): the member's requests (/person/invoices), titles (info), choosing orders and a title (apply) and the
 * summary before asking (confirm); staff's queue (/staff/invoices, gated as every staff page is, in site-page.tsx).
 */
export const invoicePages: Record<string, RoutePage> = {
  '/person/invoices': page(invoiceListSearch, () => <InvoicesPage />),
  '/person/invoices/info': page(noSearch, () => <InvoiceTitlesPage />),
  '/person/invoices/apply': page(invoiceApplySearch, ({ orders, title }) => <InvoiceApplyPage orders={orders} title={title} />),
  '/person/invoices/confirm': page(invoiceApplySearch, ({ orders, title }) => <InvoiceConfirmPage orders={orders} title={title} />),
  '/staff/invoices': page(invoiceQueueSearch, () => <InvoiceQueue />),
};

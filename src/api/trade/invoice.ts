import type { InvoiceApply } from '../contracts/trade';
import { apiPost } from '../client';

/** The buyer of a completed online order asks the seller for an invoice, once (POST /api/trade/buyer/invoiceApply). */
export const applyInvoice = (body: InvoiceApply) => apiPost<unknown>('/api/trade/buyer/invoiceApply', body);

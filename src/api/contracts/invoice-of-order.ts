import { z } from 'zod';
import { listedInvoiceStages } from './invoice-names';

/**
 * The invoice an order is on (its live request: requested or issued), as the order's page shows it to both sides;
 * apart from invoices.ts so that the order's contract (trade.ts) carries only this.
 */
export const orderInvoiceSchema = z.object({
  id: z.number().int(),
  stage: z.enum(listedInvoiceStages),
  stateName: z.string(),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  createTime: z.string(),
  /** 发票号码 once issued. */
  invoiceNo: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

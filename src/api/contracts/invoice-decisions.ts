import { z } from 'zod';
import { decisionReasonMaxLength } from './decision-reasons';
import { messages } from './messages';
import { idSchema, text } from './validation';

/**
 * The bodies of the invoice request's lifecycle calls (the member's withdraw, staff's issue and refuse), apart from
 * invoices.ts so that the call table (lifecycle-calls.ts), which every order page loads, stays small.
 */
export const invoiceIdRequest = z.object({ id: idSchema });
export type InvoiceIdRequest = z.input<typeof invoiceIdRequest>;

// POST /api/operator/invoices/refuse: why, 1-200 characters once trimmed; the member reads it.
export const refuseInvoiceRequest = invoiceIdRequest.extend({
  reason: text(messages.invoiceFillRefuseReason)
    .trim()
    .min(1, { error: messages.invoiceFillRefuseReason })
    .max(decisionReasonMaxLength, { error: messages.invoiceRefuseReasonTooLong }),
});
export type RefuseInvoiceRequest = z.input<typeof refuseInvoiceRequest>;

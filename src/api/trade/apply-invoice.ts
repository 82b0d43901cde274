import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../client';
import { checkedBody } from '../checked-body';
import type { invoiceApplyRequest } from '../contracts/trade';
import { tradeKeys } from './keys';

/** The body as the form has it; checked with the server's schema (invoiceApplyRequest) before it is sent. */
export type InvoiceApplyBody = z.input<typeof invoiceApplyRequest>;

/** The buyer of a completed online order asks the seller for an invoice, once (POST /api/trade/buyer/invoiceApply). */
export const applyInvoice = (input: InvoiceApplyBody) =>
  checkedBody(import('../contracts/trade').then((m) => m.invoiceApplyRequest), input).then((body) => apiPost<null>('/api/trade/buyer/invoiceApply', body));

export const applyInvoiceMutationOptions = () =>
  mutationOptions({
    mutationKey: ['invoice', 'apply'],
    mutationFn: applyInvoice,
    // The order now shows the invoice asked for, and no longer offers 申请发票.
    onSuccess: (_data, body, _result, { client }) => client.invalidateQueries({ queryKey: tradeKeys.order(Number(body.orderId)) }),
  });

export const useApplyInvoice = () => useMutation(applyInvoiceMutationOptions());

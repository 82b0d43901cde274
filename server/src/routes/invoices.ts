import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  invoiceApplyRequest,
  invoiceableQuery,
  invoiceDetailSchema,
  invoiceItemSchema,
  invoicePageQuery,
  invoiceOrderSchema,
  invoiceParams,
  invoiceQueueItemSchema,
  invoiceTitleRequest,
  invoiceTitleSchema,
} from '../../../src/api/contracts/invoices';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { applyInvoice } from '../domain/invoices/invoice-requests';
import { drawInvoicePdf } from '../domain/invoices/invoice-pdf';
import { addInvoiceTitle, deleteInvoiceTitle, editInvoiceTitle, listInvoiceTitles, setDefaultInvoiceTitle } from '../domain/invoices/invoice-titles';
import { buildInvoiceView } from '../domain/invoices/invoice-view';
import { invoiceableOrders, invoiceDetail, invoiceQueue, linesOf, myInvoices, readableInvoice } from '../domain/invoices/views';
import { badRequest } from '../http/api-error';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

const pdfBytes = { schema: z.string().describe('发票PDF') };

/** An attachment's file name for any browser: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
const attachment = (name: string, fallback: string) => `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The file as an attachment: the member's own document, never kept by a shared cache. */
function sendPdf(reply: FastifyReply, file: Buffer, invoiceNo: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachment(`发票-${invoiceNo}.pdf`, `invoice-${invoiceNo}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(file);
}

/**
 * 发票 (issue 29): the member's titles (shaped like /api/receiving/*), the orders they may ask an invoice for, their
 * requests and an issued invoice's PDF; staff's queue. The request's changes (withdraw, issue, refuse) are lifecycle
 * calls (src/api/contracts/lifecycle-calls.ts, server/src/routes/lifecycle.ts).
 */
export function invoiceRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  const titles = '/api/trade/buyer/invoiceTitles';
  const requests = '/api/trade/buyer/invoices';

  gated(app, ctx, 'member', (member) => {
    member.get(titles, { schema: { response: answer(z.array(invoiceTitleSchema)) } }, async (request) => ok(await listInvoiceTitles(db, memberOf(request).id)));
    member.post(`${titles}/add`, { schema: { body: invoiceTitleRequest, response: answer(invoiceTitleSchema) } }, async (request) =>
      ok(await addInvoiceTitle(db, clock, memberOf(request).id, request.body), 'invoiceTitleSaved'),
    );
    member.post(`${titles}/edit/:id`, { schema: { params: invoiceParams, body: invoiceTitleRequest, response: answer(invoiceTitleSchema) } }, async (request) =>
      ok(await editInvoiceTitle(db, memberOf(request).id, request.params.id, request.body), 'invoiceTitleSaved'),
    );
    member.post(`${titles}/del/:id`, { schema: { params: invoiceParams, response: answer(z.null()) } }, async (request) => {
      await deleteInvoiceTitle(db, memberOf(request).id, request.params.id);
      return ok(null, 'invoiceTitleDeleted');
    });
    member.post(`${titles}/setDef/:id`, { schema: { params: invoiceParams, response: answer(invoiceTitleSchema) } }, async (request) =>
      ok(await setDefaultInvoiceTitle(db, memberOf(request).id, request.params.id), 'invoiceTitleDefaultSet'),
    );

    member.get('/api/trade/buyer/invoiceable/page', { schema: { querystring: invoiceableQuery, response: answer(pageSchema(invoiceOrderSchema)) } }, async (request) =>
      ok(await invoiceableOrders(db, memberOf(request).id, request.query)),
    );

    member.post('/api/trade/buyer/invoiceApply', { schema: { body: invoiceApplyRequest, response: answer(invoiceDetailSchema) } }, async (request) => {
      const me = memberOf(request);
      const row = await applyInvoice(db, clock, me, request.body, idempotencyKeyOf(request) ?? null);
      return ok(await invoiceDetail(db, me, row.id), 'invoiceApplied');
    });

    member.get(`${requests}/page`, { schema: { querystring: invoicePageQuery, response: answer(pageSchema(invoiceItemSchema)) } }, async (request) =>
      ok(await myInvoices(db, memberOf(request).id, request.query)),
    );
    member.get(`${requests}/:id`, { schema: { params: invoiceParams, response: answer(invoiceDetailSchema) } }, async (request) =>
      ok(await invoiceDetail(db, memberOf(request), request.params.id)),
    );

    // The issued invoice, drawn anew from the stored request each time (its figures never change once issued).
    const pdf = { params: invoiceParams, response: { 200: { description: '发票PDF', content: { 'application/pdf': pdfBytes } } } };
    member.get(`${requests}/:id/pdf`, { schema: pdf }, async (request, reply) => {
      const row = await readableInvoice(db, memberOf(request), request.params.id);
      if (row.stage !== 'issued' || !row.invoiceCode || !row.invoiceNo || !row.issuedAt) throw badRequest('invoiceNotIssued');
      const view = buildInvoiceView({ ...row, invoiceCode: row.invoiceCode, invoiceNo: row.invoiceNo, issuedAt: row.issuedAt, lines: await linesOf(db, row.id) });
      return sendPdf(reply, await drawInvoicePdf(view), row.invoiceNo);
    });
  });

  gated(app, ctx, 'staff', (staff) => {
    staff.get('/api/operator/invoices/page', { schema: { querystring: invoicePageQuery, response: answer(pageSchema(invoiceQueueItemSchema)) } }, async (request) =>
      ok(await invoiceQueue(db, request.query)),
    );
  });
}

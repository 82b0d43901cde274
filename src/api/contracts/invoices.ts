import { z } from 'zod';
import { invoiceMessages } from './invoice-messages';
import { invoiceRoles, invoiceStages, invoiceTitleKinds, isTaxNo, listedInvoiceStages, maxInvoiceOrders } from './invoice-names';
import { messages } from './messages';
import { auditEventSchema } from './order-audit';
import { jsonObjectSchema, pageQuery, type Page } from './trade';
import { id, idParam, text } from './validation';

/*
 * 发票 (issue 29): the member's invoice titles (发票抬头), requests over their completed online orders, and staff's
 * queue. One schema serves the form and the server. The lifecycle calls' bodies are in invoice-decisions.ts.
 */
export * from './invoice-names';
export * from './invoice-decisions';
export * from './invoice-of-order';
export type { Page };

const email = text(messages.emailRule).trim().pipe(z.email({ error: messages.emailRule }));

// POST /api/trade/buyer/invoiceTitles/add and /edit/{id}: a person's title (a name), or a company's with its taxpayer
// number; where the PDF is mailed. A person's title carries no number (the server drops what was typed).
export const invoiceTitleRequest = z
  .object({
    kind: z.enum(invoiceTitleKinds, { error: invoiceMessages.invoiceChooseKind }),
    title: text(messages.enterInvoiceTitle).trim().min(2, { error: messages.enterInvoiceTitle }).max(60, { error: messages.enterInvoiceTitle }),
    taxNo: text(messages.taxNoRule).trim().toUpperCase().default(''),
    email,
    isDefault: z.boolean({ error: messages.invalidRequest }).default(false),
  })
  .superRefine((title, check) => {
    if (title.kind !== 'company') return;
    if (title.taxNo === '') check.addIssue({ code: 'custom', path: ['taxNo'], message: invoiceMessages.invoiceFillTaxNo });
    else if (!isTaxNo(title.taxNo)) check.addIssue({ code: 'custom', path: ['taxNo'], message: messages.taxNoRule });
  });
export type InvoiceTitleRequest = z.input<typeof invoiceTitleRequest>;
export type InvoiceTitleInput = z.output<typeof invoiceTitleRequest>;

/** edit/{id}, del/{id}, setDef/{id}; a request's {id} and {id}/pdf. */
export const invoiceParams = z.object({ id: idParam });

export const invoiceTitleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceTitleKinds),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

// POST /api/trade/buyer/invoiceApply: 1-20 distinct completed online orders the caller bought, to one of their titles.
export const invoiceApplyRequest = z.object({
  orderIds: z
    .array(id(invoiceMessages.invoiceChooseOrders), { error: invoiceMessages.invoiceChooseOrders })
    .min(1, { error: invoiceMessages.invoiceChooseOrders })
    .max(maxInvoiceOrders, { error: invoiceMessages.invoiceChooseOrders })
    .refine((ids) => new Set(ids).size === ids.length, { error: invoiceMessages.invoiceOrdersRepeated }),
  titleId: id(invoiceMessages.invoiceChooseTitle),
});
export type InvoiceApplyRequest = z.input<typeof invoiceApplyRequest>;

/**
 * GET /api/trade/buyer/invoiceable/page: the page, or only the orders named (?orderIds=12,15: the ones chosen on the
 * apply page, however far down its pages they were), at most as many as one invoice covers.
 */
export const invoiceableQuery = pageQuery.extend({
  orderIds: text(messages.invalidRequest)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: messages.invalidRequest })
    .transform((ids) => ids.split(',').map(Number))
    .refine((ids) => ids.length <= maxInvoiceOrders && ids.every((n) => n <= 2147483647), { error: messages.invalidRequest })
    .optional(),
});
export type InvoiceableQuery = z.input<typeof invoiceableQuery>;

/** GET /api/trade/buyer/invoices/page and the staff queue: one stage only, or all. */
export const invoicePageQuery = pageQuery.extend({
  stage: z.enum(listedInvoiceStages, { error: messages.invalidRequest }).optional(),
});
export type InvoicePageQuery = z.output<typeof invoicePageQuery>;

/** An order as an invoice lists it: one line of the invoice (货物名称, 规格型号, 单位, 数量, 单价, 金额 with tax). */
export const invoiceOrderSchema = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  /** 规格型号: the item's form and grade (单枚 全品). */
  spec: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  /** When it was completed (its last change), China time. */
  time: z.string(),
});
export type InvoiceOrder = z.infer<typeof invoiceOrderSchema>;

/** One request as its member reads it (a row of /person/invoices). */
export const invoiceItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceTitleKinds),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  /** 价税合计, fen: what the orders' buyer paid. */
  amount: z.number().int(),
  stateValue: z.enum(invoiceStages),
  context: jsonObjectSchema,
  stage: z.enum(invoiceStages),
  stateName: z.string(),
  refuseReason: z.string().nullable(),
  invoiceCode: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  issueTime: z.string().nullable(),
  createTime: z.string(),
  orderCount: z.number().int(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/** GET /api/trade/buyer/invoices/{id}: the request with its orders and its history (流程). */
export const invoiceDetailSchema = invoiceItemSchema.extend({
  orders: z.array(invoiceOrderSchema),
  events: z.array(auditEventSchema(invoiceRoles)),
  /** Whether the recorded events, replayed through the machine, lead to the stored state. */
  replayMatches: z.boolean(),
  version: z.number().int(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** A row of staff's queue: the request and who asked. */
export const invoiceQueueItemSchema = invoiceDetailSchema.extend({ userName: z.string() });
export type InvoiceQueueItem = z.infer<typeof invoiceQueueItemSchema>;

/**
 * The words of invoices (发票, issue 29) without their schemas: the request's stages and roles, a title's kinds, the
 * rules of a taxpayer number and the tax rate. invoices.ts builds the request schemas from these; the machine, the
 * server and pages that only show a request load no zod.
 */

/** Who acts on an invoice request: the member (the orders' buyer) who applies or withdraws, staff who issue or refuse. */
export const invoiceRoles = ['member', 'operator'] as const;
export type InvoiceRole = (typeof invoiceRoles)[number];
export const invoiceRoleNames: Record<InvoiceRole, string> = { member: '会员', operator: '平台客服' };

/** Where a request stands: its machine state (flat, so the value is the stage). */
export const invoiceStages = ['draft', 'requested', 'issued', 'refused', 'withdrawn'] as const;
export type InvoiceStage = (typeof invoiceStages)[number];
/** The stages a list shows (a draft never outlives its transaction). */
export const listedInvoiceStages = ['requested', 'issued', 'refused', 'withdrawn'] as const;
export type ListedInvoiceStage = (typeof listedInvoiceStages)[number];

/** 个人 or 企业: a company's title carries its taxpayer number. */
export const invoiceTitleKinds = ['personal', 'company'] as const;
export type InvoiceTitleKind = (typeof invoiceTitleKinds)[number];
export const invoiceTitleKindNames: Record<InvoiceTitleKind, string> = { personal: '个人', company: '企业' };

/** What a member keeps and asks for at once (the server holds both; the messages say them). */
export const maxInvoiceTitles = 10;
export const maxInvoiceOrders = 20;

/**
 * 纳税人识别号: the 18-character 统一社会信用代码 (digits and uppercase letters but I, O, Z, S and V), or an older
 * 15- or 20-character number of digits and uppercase letters.
 */
export const isTaxNo = (taxNo: string) => /^([0-9A-HJ-NP-RTUWXY]{18}|[0-9A-Z]{15}|[0-9A-Z]{20})$/.test(taxNo);

/** The platform sells as a 小规模纳税人: its ordinary invoices carry 3% VAT, included in what the buyer paid. */
export const invoiceTaxRatePercent = 3;

// The invoices feature's public entry (eslint.config.js, feature isolation): its pages, which the route tree loads from
// their own files, and what staff's queue shows of a request (its stage's colour, the PDF's download).
export { DownloadInvoiceButton } from './download-button';
export { invoiceStageColours } from './invoice-stages';
export { InvoiceApplyPage } from './invoice-apply-page';
export { InvoiceConfirmPage } from './invoice-confirm-page';
export { InvoicesPage } from './invoices-page';
export { InvoiceTitlesPage } from './invoice-titles-page';

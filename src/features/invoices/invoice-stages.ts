import type { InvoiceStage } from '../../api/contracts/invoice-names';

/** The colour of a request's stage, wherever it is shown (the member's list, staff's queue). */
export const invoiceStageColours: Record<InvoiceStage, string> = { draft: 'gray', requested: 'orange', issued: 'green', refused: 'red', withdrawn: 'gray' };

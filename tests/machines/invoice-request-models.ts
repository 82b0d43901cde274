import { invoiceRoles } from '../../src/api/contracts/invoice-names';
import type { invoiceRequestMachine, InvoiceRequestEvent } from '../../src/machines/invoice-request.machine';
import type { ModelOptions } from './coverage';

/**
 * The invoice request machine's event alphabet (issue 29): every event from both roles, staff's refusal with a reason
 * and without one (refused). The machine tests, the coverage proof and the API's generated paths
 * (tests/server/invoice.paths.test.ts) all use it.
 */
type Payloads = { [T in InvoiceRequestEvent['type']]: Array<Omit<Extract<InvoiceRequestEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const payloads: Payloads = {
  'invoice.apply': [{}],
  'invoice.issue': [{}],
  'invoice.refuse': [{ reason: '抬头与付款人不符' }, { reason: '   ' }, { reason: '拒'.repeat(201) }],
  'invoice.withdraw': [{}],
};

export const invoiceRequestModel: ModelOptions<typeof invoiceRequestMachine> = {
  events: () =>
    Object.entries(payloads).flatMap(([type, list]) =>
      (list as object[]).flatMap((payload) => invoiceRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as InvoiceRequestEvent)),
    ),
};

import type { Db } from '../../db/database';
import type { PaymentProvider } from '../../providers/payments/payment-provider';

/**
 * The payment provider of the app serving a database (buildApp attaches it). The due jobs run with the database and
 * the clock only (jobs/due-jobs.ts), yet a payment order's deadline must ask the provider first: the expiry job finds
 * it here. Without one (a database no app serves) the job leaves payment orders alone rather than expire one unasked.
 */
const providers = new WeakMap<Db, PaymentProvider>();

export const attachPaymentProvider = (db: Db, provider: PaymentProvider) => void providers.set(db, provider);
export const paymentProviderOf = (db: Db): PaymentProvider | undefined => providers.get(db);

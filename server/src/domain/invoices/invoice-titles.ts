import { and, count, desc, eq, ne } from 'drizzle-orm';
import { maxInvoiceTitles, type InvoiceTitle, type InvoiceTitleInput } from '../../../../src/api/contracts/invoices';
import type { Db } from '../../db/database';
import { invoiceTitles, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import type { Clock } from '../clock';

/**
 * 发票抬头 (issue 29): the member's own titles, as the address book keeps addresses (server/src/domain/addresses.ts):
 * at most 10; while any exist exactly one is the default (the first becomes it, setting another moves it in one
 * transaction, deleting it promotes the newest remaining one). Every change holds the member's row, so one member's
 * calls queue; the partial unique index invoice_titles_one_default is the last word. A request copies its title, so
 * editing or deleting one changes no request.
 */
type TitleRow = typeof invoiceTitles.$inferSelect;

export const toInvoiceTitle = (row: TitleRow): InvoiceTitle => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  taxNo: row.taxNo,
  email: row.email,
  isDefault: row.isDefault,
});

/** What is stored of a form: a person's title carries no taxpayer number, whatever was typed. */
const columnsOf = (input: InvoiceTitleInput) => ({ kind: input.kind, title: input.title, taxNo: input.kind === 'company' ? input.taxNo : '', email: input.email });

/** The default first, then newest first. */
export async function listInvoiceTitles(db: Db, userId: number): Promise<InvoiceTitle[]> {
  const rows = await db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id));
  return rows.map(toInvoiceTitle);
}

/** Queues this member's title changes behind each other (FOR NO KEY UPDATE: foreign keys to the row still pass). */
async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The member's own title, or notFound: someone else's id is answered exactly as one that does not exist. */
async function ownTitle(db: Db, userId: number, id: number): Promise<TitleRow> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .limit(1);
  if (!row) throw notFound('invoiceTitleNotFound');
  return row;
}

async function makeDefault(tx: Db, userId: number, id: number): Promise<TitleRow> {
  await tx
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.isDefault, true), ne(invoiceTitles.id, id)));
  const [row] = await tx.update(invoiceTitles).set({ isDefault: true }).where(eq(invoiceTitles.id, id)).returning();
  return row!;
}

export async function addInvoiceTitle(db: Db, clock: Clock, userId: number, input: InvoiceTitleInput): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [held] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
    if ((held?.n ?? 0) >= maxInvoiceTitles) throw badRequest('invoiceTitleLimit');
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ userId, ...columnsOf(input), isDefault: false, createdAt: clock() })
      .returning();
    // The first title is the default whatever the form said.
    return toInvoiceTitle(held?.n === 0 || input.isDefault ? await makeDefault(tx, userId, row!.id) : row!);
  });
}

/** Unticking 默认 on the default changes nothing about the default: another becomes it only when chosen. */
export async function editInvoiceTitle(db: Db, userId: number, id: number, input: InvoiceTitleInput): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await ownTitle(tx, userId, id);
    const [row] = await tx.update(invoiceTitles).set(columnsOf(input)).where(eq(invoiceTitles.id, id)).returning();
    return toInvoiceTitle(input.isDefault ? await makeDefault(tx, userId, id) : row!);
  });
}

export async function setDefaultInvoiceTitle(db: Db, userId: number, id: number): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await ownTitle(tx, userId, id);
    return toInvoiceTitle(await makeDefault(tx, userId, id));
  });
}

/** Deleting the default promotes the newest remaining title, in the same transaction. */
export async function deleteInvoiceTitle(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await ownTitle(tx, userId, id);
    await tx.delete(invoiceTitles).where(eq(invoiceTitles.id, id));
    if (!row.isDefault) return;
    const [newest] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.id)).limit(1);
    if (newest) await makeDefault(tx, userId, newest.id);
  });
}

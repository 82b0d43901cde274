import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsRecords, users } from '../../db/schema';
import { recordedSmsText, smsKindOf, type SmsProvider } from '../../providers/sms';
import type { Clock } from '../clock';

/**
 * The SMS provider every route sends through (ctx.sms, set up in app.ts): a text to a member's bound phone is first
 * recorded for the member's SMS records (smsRecord/page) as pending, then sent by the real provider, then marked sent
 * or failed. What is stored first survives a server that dies while sending. A text to a phone that is nobody's (a
 * registration's code) is sent without a record. A failed send still throws, as the provider's did.
 */
export class RecordedSmsProvider implements SmsProvider {
  readonly kind: string;
  readonly development: boolean;

  constructor(
    private readonly inner: SmsProvider,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.kind = inner.kind;
    this.development = inner.development;
  }

  async send(phone: string, text: string): Promise<void> {
    const [owner] = await this.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
    const [record] = owner
      ? await this.db
          .insert(smsRecords)
          .values({
            userId: owner.id,
            direction: 'received',
            kind: smsKindOf(text),
            phone,
            content: recordedSmsText(text),
            state: 'pending',
            createdAt: this.clock(),
          })
          .returning({ id: smsRecords.id })
      : [];
    try {
      await this.inner.send(phone, text);
    } catch (error) {
      if (record) await this.db.update(smsRecords).set({ state: 'failed' }).where(eq(smsRecords.id, record.id));
      throw error;
    }
    if (record) await this.db.update(smsRecords).set({ state: 'sent' }).where(eq(smsRecords.id, record.id));
  }
}

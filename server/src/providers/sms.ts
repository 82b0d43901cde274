import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';
import type { Clock } from '../domain/clock';

/** Sends one text message. A real gateway adapter (Aliyun, Tencent Cloud...) implements the same method. */
export interface SmsProvider {
  readonly kind: string;
  /** True for providers that must never run in production. */
  readonly development: boolean;
  send(phone: string, text: string): Promise<void>;
}

/** Development provider (docs/adr/0005): nothing is sent; the message is stored and logged. */
export class OutboxSmsProvider implements SmsProvider {
  readonly kind = 'outbox';
  readonly development = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, content: text, createdAt: this.clock() });
    this.log(`[SMS outbox — development only, nothing was sent] to ${phone}: ${text}`);
  }
}

export const smsText = (code: string) => `【邮市】验证码 ${code}，10分钟内有效。如非本人操作，请忽略本短信。`;

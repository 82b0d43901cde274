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

/** A text a member sends to favourite members (smsRecord/send): the platform's signature and the sender's name first. */
export const memberSmsText = (senderName: string, content: string) => `【邮市】会员${senderName}：${content}`;

const codeInText = /验证码\s*\d{4,8}/;

/**
 * What a text is, for its SMS record (issue 27): a verification code (never resendable, its digits never kept), a
 * member's text to a favourite member, or a notice of the platform's.
 */
export const smsKindOf = (text: string): 'code' | 'member' | 'notice' =>
  codeInText.test(text) ? 'code' : text.startsWith('【邮市】会员') ? 'member' : 'notice';

/** A text as its record keeps it: a verification code's digits hidden, so reading the records never gives a code. */
export const recordedSmsText = (text: string) => text.replace(codeInText, '验证码 ******');

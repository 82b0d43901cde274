import { cardDigits } from '../../../src/api/contracts/cash-out-rules';
import type { Clock } from '../domain/clock';
import type { LimitStore } from '../domain/limits/limit-store';
import { MemoryLimitStore } from '../domain/limits/memory-limit-store';
import { randomToken, sixDigitCode } from '../domain/secrets';
import { badRequest } from '../http/api-error';
import type { SmsProvider } from './sms';

/** The card tied to a new account, as the member typed it (the bank sends its code to `phone`). */
export interface TiedCard {
  bankCode: string;
  cardNo: string;
  phone: string;
}

/**
 * The bank that opens the account bond (margin) trading settles through (spec section 7, "Account opening";
 * docs/adr/0027): it opens an account in the member's name, sends a code to the phone a tied card's bank has on file
 * and checks it, and signs the account contract. A real adapter calls the partner bank's open-account API with the
 * member's papers; nothing of ours changes.
 */
export interface BankProvider {
  readonly kind: string;
  /** True for providers that must never run in production (docs/adr/0019). */
  readonly development: boolean;
  /** What the account-opening page tells the member about this bank; null for a real bank. */
  readonly notice: string | null;
  /** Opens an account for the member (their authenticated name and identity photos); its number. */
  openAccount(holder: { memberId: number; realName: string | null; photoKeys: readonly string[] }): Promise<{ accountNo: string }>;
  /** Ties `card` to the account and sends a confirmation code to the card's phone. */
  sendCardCode(accountNo: string, card: TiedCard): Promise<void>;
  /** Whether `code` is the one sent for the account's tied card (a code is good for 10 minutes and 5 tries). */
  confirmCard(accountNo: string, code: string): Promise<boolean>;
  /** Signs the account contract; its number. */
  signContract(accountNo: string): Promise<{ contractNo: string }>;
}

export const devBankNotice = '开发环境银行 · 不会开立真实账户';
const codeLifetimeMs = 10 * 60_000;
const maxCodeTries = 5;

interface SentCode {
  code: string;
  tries: number;
  expiresAt: number;
}

/**
 * Development provider (docs/adr/0005): it opens no account anywhere and says so, on the page (`notice`), in its
 * account and contract numbers (DEV…) and in the code's text message, which goes through the SMS provider (in
 * development the outbox: GET /api/dev/sms-outbox?phone=). Sent codes live in the limit store (shared by every
 * instance when REDIS_URL is set), taken by the check that reads them. Refused in production.
 */
export class DevBankProvider implements BankProvider {
  readonly kind = 'dev-bank';
  readonly development = true;
  readonly notice = devBankNotice;

  constructor(
    private readonly sms: SmsProvider,
    private readonly clock: Clock,
    private readonly limits: LimitStore = new MemoryLimitStore(clock),
  ) {}

  async openAccount(holder: { memberId: number }): Promise<{ accountNo: string }> {
    const serial = randomToken().replace(/\D/g, '').padEnd(6, '0').slice(0, 6);
    return { accountNo: `DEV${String(holder.memberId).padStart(8, '0')}${serial}` };
  }

  async sendCardCode(accountNo: string, card: TiedCard): Promise<void> {
    const code = sixDigitCode();
    const sent: SentCode = { code, tries: 0, expiresAt: this.clock().getTime() + codeLifetimeMs };
    await this.limits.put(this.key(accountNo), JSON.stringify(sent), codeLifetimeMs);
    const tail = cardDigits(card.cardNo).slice(-4);
    await this.sms.send(
      card.phone,
      `【开发环境银行】验证码 ${code}，用于绑定尾号${tail}的银行卡，10分钟内有效。本短信由开发环境模拟，未开立真实账户。`,
    );
  }

  async confirmCard(accountNo: string, code: string): Promise<boolean> {
    const stored = await this.limits.take(this.key(accountNo));
    if (!stored) return false;
    const sent = JSON.parse(stored) as SentCode;
    const left = sent.expiresAt - this.clock().getTime();
    if (left <= 0) return false;
    if (sent.code === code) return true;
    // A wrong code costs one of its tries; the code stays good for the rest of its lifetime.
    if (sent.tries + 1 < maxCodeTries) await this.limits.put(this.key(accountNo), JSON.stringify({ ...sent, tries: sent.tries + 1 }), left);
    return false;
  }

  async signContract(accountNo: string): Promise<{ contractNo: string }> {
    return { contractNo: `DEV-HT-${accountNo.slice(3)}` };
  }

  private key(accountNo: string) {
    return `devbank:card:${accountNo}`;
  }
}

/**
 * No bank (BANK_PROVIDER=none; production's default until a partner bank's adapter exists): every step answers that
 * account opening is not available. Allowed in production: it opens nothing and claims nothing.
 */
export class NoBankProvider implements BankProvider {
  readonly kind = 'none';
  readonly development = false;
  readonly notice = null;

  async openAccount(): Promise<{ accountNo: string }> {
    throw badRequest('bankNotConfigured');
  }

  async sendCardCode(): Promise<void> {
    throw badRequest('bankNotConfigured');
  }

  async confirmCard(): Promise<boolean> {
    throw badRequest('bankNotConfigured');
  }

  async signContract(): Promise<{ contractNo: string }> {
    throw badRequest('bankNotConfigured');
  }
}

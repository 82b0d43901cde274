import type { Clock } from '../domain/clock';
import { callAliyunRpc, type AliyunCredentials } from './aliyun-rpc';
import type { SmsProvider } from './sms';
import { defaultVendorTimeoutMs, logSafe, maskPhone, stderrLog, VendorError, type VendorLog } from './vendor-http';

export interface AliyunSmsSettings {
  credentials: AliyunCredentials;
  /** 短信签名 as approved in the console, e.g. 邮市. */
  signName: string;
  /** The approved verification-code template, whose text holds `${code}`, e.g. SMS_123456789. */
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ unless told otherwise (tests point it at a local fake). */
  endpoint?: string;
  timeoutMs?: number;
}

const service = 'Aliyun SMS';

/**
 * The verification code inside the text smsText() built. Aliyun sends only approved templates: the adapter sends the
 * code as the template's `code` parameter and the template supplies the words, so any other text is refused.
 */
export function verificationCodeIn(text: string): string | null {
  return /验证码\s*(\d{4,8})/.exec(text)?.[1] ?? null;
}

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms), RPC style with the HMAC-SHA1 signature. A send that Aliyun does not
 * accept (HTTP error, Code other than OK, timeout) throws, so the member is told the code was not sent.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly kind = 'aliyun';
  readonly development = false;
  private readonly endpoint: string;

  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly clock: Clock,
    private readonly log: VendorLog = stderrLog,
  ) {
    this.endpoint = settings.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
  }

  async send(phone: string, text: string): Promise<void> {
    const code = verificationCodeIn(text);
    if (!code) throw new VendorError(service, 'only verification codes are sent (the template holds the words)');
    try {
      const answer = await callAliyunRpc({
        service,
        endpoint: this.endpoint,
        version: '2017-05-25',
        action: 'SendSms',
        params: {
          RegionId: 'cn-hangzhou',
          PhoneNumbers: phone,
          SignName: this.settings.signName,
          TemplateCode: this.settings.templateCode,
          TemplateParam: JSON.stringify({ code }),
        },
        credentials: this.settings.credentials,
        timeoutMs: this.settings.timeoutMs ?? defaultVendorTimeoutMs,
        now: this.clock(),
      });
      // Business refusals (flow control, a bad number, no balance) come back as HTTP 200 with another Code.
      if (answer.Code !== 'OK') throw new VendorError(service, `Code ${logSafe(answer.Code)}, RequestId ${logSafe(answer.RequestId)}`);
    } catch (error) {
      const reason = error instanceof VendorError ? error.message : `${service}: ${String(error)}`;
      this.log(`[sms] not sent to ${maskPhone(phone)}: ${reason}`);
      throw error instanceof VendorError ? error : new VendorError(service, 'unexpected failure');
    }
  }
}

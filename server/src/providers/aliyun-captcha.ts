import type { CaptchaChallenge } from '../../../src/api/contracts/auth';
import type { Clock } from '../domain/clock';
import { randomToken } from '../domain/secrets';
import { callAliyunRpc, type AliyunCredentials } from './aliyun-rpc';
import { sliderWidth, type CaptchaProof, type CaptchaProvider } from './captcha';
import { defaultVendorTimeoutMs, logSafe, stderrLog, VendorError, type VendorLog } from './vendor-http';

export interface AliyunCaptchaSettings {
  credentials: AliyunCredentials;
  /** The captcha configuration's AppKey (e.g. FFFF0N0000000000XXXX). */
  appKey: string;
  /** The scene the browser widget was configured with (e.g. nc_message). */
  scene: string;
  /** https://afs.aliyuncs.com/ unless told otherwise (tests point it at a local fake). */
  endpoint?: string;
  timeoutMs?: number;
}

const service = 'Aliyun captcha';

/**
 * Aliyun's slider captcha (人机验证 afs 2018-01-12), checked server-side with AuthenticateSig: the browser widget's
 * proof (SessionId, Sig, Token) goes to Aliyun, which answers Code 100 for a pass and 900 for a fail. Anything else
 * (a refusal, an error status, no answer in time) is a fail, logged: the member may try again, no SMS is sent.
 */
export class AliyunCaptcha implements CaptchaProvider {
  readonly kind = 'aliyun-afs';
  readonly development = false;
  private readonly endpoint: string;

  constructor(
    private readonly settings: AliyunCaptchaSettings,
    private readonly clock: Clock,
    private readonly log: VendorLog = stderrLog,
  ) {
    this.endpoint = settings.endpoint ?? 'https://afs.aliyuncs.com/';
  }

  /**
   * Aliyun's browser widget makes its own session and hands its proof to the page; this answer only keeps the
   * contract of GET /api/captcha/slider. The widget itself is browser work still to do (docs/adr/0019).
   */
  async challenge(): Promise<CaptchaChallenge> {
    return { sessionId: randomToken(), token: randomToken(), width: sliderWidth };
  }

  /** `remoteIp`: the visitor's address, which Aliyun documents as required and weighs. */
  async verify({ sessionId, sig, token }: CaptchaProof, remoteIp: string): Promise<boolean> {
    try {
      const answer = await callAliyunRpc({
        service,
        endpoint: this.endpoint,
        version: '2018-01-12',
        action: 'AuthenticateSig',
        params: {
          AppKey: this.settings.appKey,
          Scene: this.settings.scene,
          SessionId: sessionId,
          Sig: sig,
          Token: token,
          RemoteIp: remoteIp,
        },
        credentials: this.settings.credentials,
        timeoutMs: this.settings.timeoutMs ?? defaultVendorTimeoutMs,
        now: this.clock(),
      });
      if (Number(answer.Code) === 100) return true;
      // 900 is an ordinary fail (a bot, or a proof used twice); not worth a log line per attempt.
      if (Number(answer.Code) !== 900) this.log(`[captcha] ${service}: Code ${logSafe(answer.Code)}, RequestId ${logSafe(answer.RequestId)}`);
      return false;
    } catch (error) {
      this.log(`[captcha] not verified: ${error instanceof VendorError ? error.message : `${service}: unexpected failure`}`);
      return false;
    }
  }
}

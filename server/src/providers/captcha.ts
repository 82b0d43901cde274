import type { CaptchaChallenge } from '../../../src/api/contracts/auth';
import type { Clock } from '../domain/clock';
import type { LimitStore } from '../domain/limits/limit-store';
import { MemoryLimitStore } from '../domain/limits/memory-limit-store';
import { randomToken } from '../domain/secrets';

export interface CaptchaProof {
  sessionId: string;
  sig: string;
  token: string;
}

/** Issues slider challenges and verifies the browser's proof. A real adapter calls the vendor's verification API. */
export interface CaptchaProvider {
  readonly kind: string;
  readonly development: boolean;
  challenge(): Promise<CaptchaChallenge>;
  /** `remoteIp`: the visitor's address (request.ip), which a vendor weighs in its verdict. */
  verify(proof: CaptchaProof, remoteIp: string): Promise<boolean>;
}

export const sliderWidth = 308;
const challengeLifetimeMs = 2 * 60_000;
/** The handle is 8 px short of the track's end when fully dragged; a human takes well over 150 ms to drag it. */
const minX = 300;
const minDragMs = 150;

/**
 * Development slider (docs/adr/0005): `sig` is `${x}:${ms}`, where the slider ended and how long the drag took.
 * It stops scripts that skip the slider, not a determined bot. Challenges live in the limit store (Redis when
 * REDIS_URL is set, so any instance can verify what another issued; docs/adr/0016) and each is taken out by the one
 * verification it is good for, passed or not.
 */
export class DevSliderCaptcha implements CaptchaProvider {
  readonly kind = 'dev-slider';
  readonly development = true;

  constructor(
    private readonly clock: Clock,
    private readonly limits: LimitStore = new MemoryLimitStore(clock),
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    const sessionId = randomToken();
    const token = randomToken();
    await this.limits.put(challengeKey(sessionId), JSON.stringify({ token, issuedAt: this.clock().getTime() }), challengeLifetimeMs);
    return { sessionId, token, width: sliderWidth };
  }

  async verify({ sessionId, sig, token }: CaptchaProof): Promise<boolean> {
    const issued = readChallenge(await this.limits.take(challengeKey(sessionId)));
    if (!issued || issued.token !== token) return false;
    // The store's lifetime ends it too; this check keeps the Clock's view (tests move a fake clock).
    if (this.clock().getTime() - issued.issuedAt > challengeLifetimeMs) return false;
    const match = /^(\d{1,4}):(\d{1,6})$/.exec(sig);
    if (!match) return false;
    return Number(match[1]) >= minX && Number(match[1]) <= sliderWidth && Number(match[2]) >= minDragMs;
  }
}

const challengeKey = (sessionId: string) => `captcha:${sessionId}`;

function readChallenge(stored: string | null): { token: string; issuedAt: number } | null {
  if (!stored) return null;
  const value = JSON.parse(stored) as { token?: unknown; issuedAt?: unknown };
  return typeof value.token === 'string' && typeof value.issuedAt === 'number' ? { token: value.token, issuedAt: value.issuedAt } : null;
}

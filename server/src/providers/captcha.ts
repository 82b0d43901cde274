import type { CaptchaChallenge } from '../../../src/api/contracts/auth';
import type { Clock } from '../domain/clock';
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
  verify(proof: CaptchaProof): Promise<boolean>;
}

export const sliderWidth = 308;
const challengeLifetimeMs = 2 * 60_000;
/** The handle is 8 px short of the track's end when fully dragged; a human takes well over 150 ms to drag it. */
const minX = 300;
const minDragMs = 150;

/**
 * Development slider (docs/adr/0005): `sig` is `${x}:${ms}`, where the slider ended and how long the drag took.
 * It stops scripts that skip the slider, not a determined bot. Challenges live in memory (Redis when scaled out) and
 * each is good for one verification, passed or not.
 */
export class DevSliderCaptcha implements CaptchaProvider {
  readonly kind = 'dev-slider';
  readonly development = true;
  private readonly open = new Map<string, { token: string; issuedAt: number }>();

  constructor(private readonly clock: Clock) {}

  async challenge(): Promise<CaptchaChallenge> {
    this.sweep();
    const sessionId = randomToken();
    const token = randomToken();
    this.open.set(sessionId, { token, issuedAt: this.clock().getTime() });
    return { sessionId, token, width: sliderWidth };
  }

  async verify({ sessionId, sig, token }: CaptchaProof): Promise<boolean> {
    const issued = this.open.get(sessionId);
    this.open.delete(sessionId);
    if (!issued || issued.token !== token) return false;
    if (this.clock().getTime() - issued.issuedAt > challengeLifetimeMs) return false;
    const match = /^(\d{1,4}):(\d{1,6})$/.exec(sig);
    if (!match) return false;
    return Number(match[1]) >= minX && Number(match[1]) <= sliderWidth && Number(match[2]) >= minDragMs;
  }

  /** Forget abandoned challenges so the map cannot grow without bound. */
  private sweep(): void {
    const cutoff = this.clock().getTime() - challengeLifetimeMs;
    for (const [id, c] of this.open) if (c.issuedAt < cutoff) this.open.delete(id);
  }
}

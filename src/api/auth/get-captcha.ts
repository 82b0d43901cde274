import type { CaptchaChallenge } from '../contracts/auth';
import { apiGet } from '../client';

/** A fresh slider-captcha challenge; each one is good for a single sendCode. */
export const getCaptcha = () => apiGet<CaptchaChallenge>('/api/captcha/slider');

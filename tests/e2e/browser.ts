import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launch } from './chromium';

export const baseUrl = () => inject('baseUrl');

/** A page that records console errors and failed page scripts, so a test can assert there were none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return { page, errors };
}

/** The latest SMS code the development outbox holds for a phone. */
export async function latestSmsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await res.json()) as { data: Array<{ content: string }> };
  const text = body.data[0]?.content ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}: ${JSON.stringify(body)}`);
  return code;
}

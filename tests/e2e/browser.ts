import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launch } from './chromium';

export const baseUrl = () => inject('baseUrl');

/**
 * A page that records console errors and failed page scripts into `errors` (a new list unless given), for as long
 * as it is open, so a test can assert there were none.
 */
export async function openPage(context: BrowserContext, errors: string[] = []): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return { page, errors };
}

/**
 * The errors left once the expected ones are taken out: a visit of every route opens each detail page with id 1, which
 * need not exist or may be another member's, so the server's 404 or 403 is the right answer and Chromium logs it
 * (against whichever page is open when the answer arrives, so not by URL). Anything else, a page error above all, is
 * a real error.
 */
export const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[34]/.test(e));

/** The latest SMS code the development outbox holds for a phone. */
export async function latestSmsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await res.json()) as { data: Array<{ content: string }> };
  const text = body.data[0]?.content ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}: ${JSON.stringify(body)}`);
  return code;
}

/**
 * The slider captcha appears once the phone is valid; sliding it to the end sends the code. Here it is slid with the
 * mouse, at a person's pace (the development verifier refuses an instant, bot-speed slide).
 */
export async function getSmsCode(page: Page, phone: string): Promise<string> {
  const slider = page.getByRole('slider', { name: '拖动滑块完成验证' });
  await slider.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join('tests', 'e2e', '.artifacts', 'no-slider.png') });
    throw error;
  });
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + box.width / 2 + step * 40, box.y + box.height / 2);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  await page.getByText(/秒后重发/).waitFor();
  return latestSmsCode(phone);
}

/**
 * A member logged in through the header's login dialog, in a browser context of their own (desktop size, zh-CN);
 * the page's console errors go into `errors` for as long as it is open.
 */
export async function memberLoggedIn(browser: Browser, account: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const { page } = await openPage(context, errors);
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('用户名/手机号').fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录' }).click();
  await page.getByRole('banner').getByText(account).first().waitFor({ timeout: 15_000 });
  return page;
}

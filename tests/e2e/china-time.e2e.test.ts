import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatYuan } from '../../src/api/contracts/display';
import { baseUrl, launch, openPage, realErrors } from './browser';
import { logInThroughApi, overflowOf, phone } from './phone-sweep';

/**
 * China time whatever the browser's zone, and money exact to the fen (issue 25). A member abroad, in a zone whose
 * day is not China's at the moment the test runs, tops up the balance through the sandbox cashier and finds the
 * top-up under 今天 on /person/account (今天 is the China day, spec section 9), with the balance exact to the fen
 * (¥200,012.34, never 20万). 齐鲁集邮, one of the demo's traders, is a member no other browser test uses.
 * Screenshots: tests/e2e/screenshots/china-time-*.png.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');
const member = '齐鲁集邮';
const chinaOffsetMs = 8 * 3_600_000;

/**
 * A zone whose day differs from China's now: Pago Pago (UTC-11) is a day behind China until 19:00 China time,
 * Kiritimati (UTC+14) a day ahead from 18:00. Neither has daylight saving.
 */
function farZone(now = new Date()): string {
  const chinaHour = new Date(now.getTime() + chinaOffsetMs).getUTCHours();
  return chinaHour < 18 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
}
const chinaDay = () => new Date(Date.now() + chinaOffsetMs).toISOString().slice(0, 10);

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => browser?.close());

async function shot(page: Page, name: string) {
  if (database !== 'pglite') return;
  await page.getByText('loading...', { exact: true }).waitFor({ state: 'hidden' });
  await page.screenshot({ path: join(shots, `china-time-${name}.png`), fullPage: true });
}

/** My balance in fen, read from the API with the browser's session. */
async function balanceOf(context: BrowserContext): Promise<number> {
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  const res = await fetch(`${baseUrl()}/api/user/account/purses`, { headers: { token } });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

describe('a member abroad', () => {
  it('finds the top-up made a minute ago under 今天, and the balance exact to the fen', async () => {
    const timezoneId = farZone();
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId });
    const { page } = await openPage(context, errors);
    await logInThroughApi(page, baseUrl(), member);
    // The browser's own day is not China's: a page that took it for 今天 would ask for the wrong day.
    const browserDay = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(browserDay, `the browser in ${timezoneId}`).not.toBe(chinaDay());
    const before = await balanceOf(context);

    // 充值余额 ¥12.34 through the (sandbox) 微信支付 cashier.
    await page.goto('/person/account');
    await page.getByRole('button', { name: '充值余额' }).click();
    const topUp = page.getByRole('form', { name: '充值余额' });
    await topUp.getByLabel('充值金额（元）').fill('12.34');
    await topUp.getByText('微信支付', { exact: true }).click();
    await topUp.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL(/\/sandbox\/cashier\?/, { timeout: 15_000 });
    await page.getByTestId('sandbox-cashier').getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/success\?/, { timeout: 15_000 });
    await page.getByTestId('payment-result').getByTestId('credited').waitFor({ timeout: 15_000 });

    // /person/account opens on today, the China day, and the top-up is there; the balance is exact.
    await page.goto('/person/account');
    const log = page.getByRole('table', { name: '余额明细' });
    await log.waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('开始日期').inputValue()).toBe(chinaDay());
    expect(await page.getByLabel('结束日期').inputValue()).toBe(chinaDay());
    expect(await log.getByRole('row').filter({ hasText: '+¥12.34' }).count()).toBe(1);
    expect(await page.getByText('所选时间内没有记录').count()).toBe(0);
    const balance = await page.getByTestId('balance').textContent();
    expect(balance).toBe(`¥${formatYuan(before + 1234)}`);
    expect(balance).not.toMatch(/万|亿/);
    await shot(page, 'account-desktop');
    await context.close();

    // The same on a phone abroad: nothing sticks out of its screen.
    const phoneContext = await browser.newContext({ baseURL: baseUrl(), ...phone, locale: 'zh-CN', timezoneId, reducedMotion: 'reduce' });
    const { page: onPhone } = await openPage(phoneContext, errors);
    await logInThroughApi(onPhone, baseUrl(), member);
    await onPhone.goto('/person/account');
    await onPhone.getByRole('table', { name: '余额明细' }).getByRole('row').filter({ hasText: '+¥12.34' }).waitFor({ timeout: 15_000 });
    expect(await overflowOf(onPhone)).toBeNull();
    await shot(onPhone, 'account-phone');
    await phoneContext.close();
    expect(realErrors(errors)).toEqual([]);
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, getSmsCode, launch, memberLoggedIn } from './browser';
import { axeViolations, logInThroughApi, overflowOf, phoneContext } from './phone-sweep';
import { memberPage, orderState, payPassword, publishOffer, takeOffer } from './trading';

/**
 * 找回支付密码 in the browser (issue 25, docs/adr/0034). 齐鲁集邮 (a demo trader no other journey pays with; phone
 * 18600000106, payment password 246810) takes an offer of 金陵藏家's and locks the payment password with five wrong tries,
 * each saying how many are left; recovers it on 账户安全 with an SMS code from the development outbox and the login
 * password; then pays the order with the new one. The dialog is also opened on a 390 x 844 phone: it fits and passes
 * axe-core. Screenshots: tests/e2e/screenshots/pay-password-recovery-*.png.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');
const buyerName = '齐鲁集邮';
const buyerPhone = '18600000106';
const newPassword = '864202';

let browser: Browser;
const errors: string[] = [];

async function shot(page: Page, name: string) {
  if (database !== 'pglite') return;
  await page.screenshot({
    path: join(shots, `pay-password-recovery-${name}.png`),
    fullPage: true,
  });
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('a forgotten payment password', () => {
  it('is locked by wrong tries that count down, recovered by an SMS code, and the order is paid with the new one', async () => {
    const seller = await memberPage(browser, '金陵藏家', errors);
    const offer = await publishOffer(seller, '18');
    const buyer = await memberLoggedIn(browser, buyerName, errors);
    const orderId = await takeOffer(buyer, offer);
    await expect.poll(() => orderState(buyer).textContent(), { timeout: 10_000 }).toBe('待付款');

    // Five wrong tries in the pay dialog: four say how many are left, the fifth locks it and says until when.
    await buyer.getByTestId('order-actions').getByRole('button', { name: '立即付款' }).click();
    const pay = buyer.getByRole('dialog', { name: '立即付款' });
    for (const [guess, answer] of [
      ['111111', '支付密码错误，还可尝试 4 次'],
      ['222222', '支付密码错误，还可尝试 3 次'],
      ['333333', '支付密码错误，还可尝试 2 次'],
      ['444444', '支付密码错误，还可尝试 1 次'],
      ['555555', /^支付密码错误次数过多，已锁定至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}，可通过「找回支付密码」立即解锁$/],
      [payPassword, /^支付密码错误次数过多，已锁定至/],
    ] as const) {
      await pay.getByLabel('支付密码').fill(guess);
      await pay.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => pay.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(answer);
      await expect.poll(() => pay.getByRole('button', { name: '确定' }).isEnabled()).toBe(true);
    }
    await shot(buyer, 'locked');

    // 找回支付密码 (where 忘记支付密码？ links): the SMS code to the bound phone and the login password.
    await buyer.goto('/person/dashboard#pay-password-recovery');
    const dialog = buyer.getByRole('dialog', { name: '找回支付密码' });
    const bySms = dialog.getByRole('form', { name: '短信验证码找回' });
    await bySms.waitFor({ timeout: 10_000 });
    await expect.poll(() => bySms.getByLabel('手机号', { exact: true }).inputValue()).toBe(buyerPhone);
    const code = await getSmsCode(buyer, buyerPhone);
    await bySms.getByLabel('验证码').fill(code);
    await bySms.getByLabel('登录密码', { exact: true }).fill('demo1234');
    await bySms.getByLabel('新支付密码', { exact: true }).fill(newPassword);
    await bySms.getByLabel('确认新支付密码', { exact: true }).fill(newPassword);
    await shot(buyer, 'dialog');
    await bySms.getByRole('button', { name: '重置支付密码' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });

    // The lock is lifted: the order is paid with the new password.
    await buyer.goto(`/person/order/detail/${orderId}`);
    await expect.poll(() => orderState(buyer).textContent(), { timeout: 10_000 }).toBe('待付款');
    await buyer.getByTestId('order-actions').getByRole('button', { name: '立即付款' }).click();
    await pay.getByLabel('支付密码').fill(newPassword);
    await pay.getByRole('button', { name: '确定' }).click();
    await pay.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => orderState(buyer).textContent(), { timeout: 10_000 }).toBe('待发货');
    await shot(buyer, 'paid');

    // Chromium logs each refused call (400, then 429) as a failed resource; nothing else went wrong.
    expect(errors.filter((e) => !/status of (400|429)/.test(e))).toEqual([]);
    await buyer.context().close();
    await seller.context().close();
  });

  it('fits a 390 px phone and passes axe-core', async () => {
    const context = await phoneContext(browser, baseUrl());
    const page = await context.newPage();
    await logInThroughApi(page, baseUrl(), buyerName);
    await page.goto('/person/dashboard#pay-password-recovery');
    const dialog = page.getByRole('dialog', { name: '找回支付密码' });
    await dialog.getByRole('form', { name: '短信验证码找回' }).waitFor({ timeout: 10_000 });
    expect(await overflowOf(page)).toBeNull();
    expect(await axeViolations(page, 2_000)).toEqual([]);
    await shot(page, 'phone');
    await context.close();
  });
});

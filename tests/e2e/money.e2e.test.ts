import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, memberLoggedIn } from './browser';
import { memberPage as memberPageOf, orderState, payPassword, publishOffer, takeOffer } from './trading';

/**
 * Money and membership as members and staff see them (issue 14), against the real server and its sandbox payment
 * provider. 邮友小王 (level 2) buys gold beans through the sandbox cashier (微信支付) and sees them credited on /success
 * and in the header, gifts some to 老周邮票, and pays an order taken from 金陵藏家's sell offer with gold beans. Then
 * they top up the balance (支付宝), buy VIP会员 from it (the header's level changes), add a bank card in their real
 * name and cash out; 平台客服 pays it at /staff/cash-outs. Screenshots: tests/e2e/screenshots/money-*.png.
 * The payment password is trade.e2e.test.ts's: 金陵藏家 is a member both use, whichever runs first sets it.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');

let browser: Browser;
const errors: string[] = [];

/** A full-page screenshot (on PGlite only), once the 'loading...' shown for a second after each navigation is gone. */
async function shot(page: Page, name: string) {
  if (database !== 'pglite') return;
  await page.getByText('loading...', { exact: true }).waitFor({ state: 'hidden' });
  await page.screenshot({ path: join(shots, `money-${name}.png`), fullPage: true });
}

const memberPage = (account: string) => memberPageOf(browser, account, errors);

/** The gold beans the header shows (its title holds the whole number, the text may be in 万). */
async function headerBeans(page: Page): Promise<number> {
  const title = await page.getByRole('banner').locator('[title^="金豆 "]').getAttribute('title', { timeout: 10_000 });
  return Number(title!.slice('金豆 '.length));
}

/** At the sandbox cashier: checks what it asks, screenshots it when asked, pays and lands on /success. */
async function payAtCashier(page: Page, channel: 'alipay' | 'wechat', amount: string, screenshot?: string) {
  await page.waitForURL(new RegExp(`/sandbox/cashier\\?channel=${channel}&outTradeNo=`), { timeout: 10_000 });
  const cashier = page.getByTestId('sandbox-cashier');
  await expect.poll(() => cashier.getByTestId('cashier-amount').textContent(), { timeout: 10_000 }).toBe(amount);
  expect(await page.getByRole('note').textContent()).toBe('沙箱支付 · 开发环境，不会产生真实扣款');
  expect(await cashier.getByTestId('cashier-state').textContent()).toBe('等待付款');
  if (screenshot) await shot(page, screenshot);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/success\?/, { timeout: 10_000 });
}

/** /success once the top-up is credited: the line saying what arrived. */
async function credited(page: Page): Promise<string | null> {
  const line = page.getByTestId('payment-result').getByTestId('credited');
  await line.waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('payment-stage').textContent()).toBe('已到账');
  return line.textContent();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('money and membership in the browser', () => {
  it('a member buys gold beans at the sandbox cashier, gifts some and pays an order with beans', async () => {
    const wang = await memberPage('邮友小王');
    const start = await headerBeans(wang);

    // 充值金豆: the 500-bean package through 微信支付's (sandbox) cashier.
    await wang.goto('/person/beans/recharge-beans');
    await wang.getByTestId('bean-package-B500').click();
    await wang.getByRole('radiogroup', { name: '支付方式' }).getByText('微信支付', { exact: true }).click();
    await expect.poll(() => wang.getByTestId('recharge-summary').textContent()).toBe('购买 500 金豆，应付金额：¥50.00');
    await wang.getByRole('button', { name: '立即支付' }).click();
    await payAtCashier(wang, 'wechat', '¥50.00', 'cashier');
    expect(await credited(wang)).toBe('金豆 500 个已到账。');
    await expect.poll(() => headerBeans(wang), { timeout: 10_000 }).toBe(start + 500);
    await shot(wang, 'beans-credited');

    // 金豆赠送 to another member, with the payment password.
    await wang.goto('/person/beans/handsel');
    const gift = wang.getByRole('form', { name: '金豆赠送' });
    await gift.getByLabel('对方用户名或手机号').fill('老周邮票');
    await gift.getByLabel('赠送数量（金豆）').fill('20');
    await gift.getByLabel('支付密码').fill(payPassword);
    await gift.getByRole('button', { name: '确认赠送' }).click();
    await expect.poll(() => gift.getByRole('status').textContent(), { timeout: 10_000 }).toBe(`已赠送 老周邮票 20 金豆，剩余 ${start + 480} 金豆。`);
    await expect.poll(() => headerBeans(wang), { timeout: 10_000 }).toBe(start + 480);

    // An order of 12 yuan paid with 120 gold beans (1 bean = 0.1 yuan).
    const seller = await memberPage('金陵藏家');
    const orderId = await takeOffer(wang, await publishOffer(seller, '12'));
    await expect.poll(() => orderState(wang).textContent(), { timeout: 10_000 }).toBe('待付款');
    await wang.getByTestId('order-actions').getByRole('button', { name: '立即付款' }).click();
    const pay = wang.getByRole('dialog', { name: '立即付款' });
    const beans = pay.getByRole('radio', { name: /金豆抵扣/ });
    await beans.check();
    expect(await pay.getByRole('group', { name: '付款方式' }).getByText(`需 120 金豆，现有 ${start + 480} 金豆`).count()).toBe(1);
    await pay.getByLabel('支付密码').fill(payPassword);
    await pay.getByRole('button', { name: '确定' }).click();
    await pay.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => orderState(wang).textContent(), { timeout: 10_000 }).toBe('待发货');
    expect(await wang.getByTestId('pay-way').textContent()).toBe('金豆抵扣120金豆'); // the beans it took (docs/adr/0035)
    await expect.poll(() => headerBeans(wang), { timeout: 10_000 }).toBe(start + 360);
    await shot(wang, 'order-beans');

    // The seller sees how the order was paid too.
    await seller.goto(`/person/order/detail/${orderId}`);
    await expect.poll(() => seller.getByTestId('pay-way').textContent(), { timeout: 10_000 }).toBe('金豆抵扣120金豆');
    expect(errors).toEqual([]);
    await seller.context().close();
    await wang.context().close();
  });

  it('a member tops up the balance, buys VIP会员 from it, cashes out to a new card, and staff pay it', async () => {
    const wang = await memberPage('邮友小王');
    const banner = wang.getByRole('banner');
    await banner.getByText('认证会员', { exact: true }).waitFor();

    // 充值余额 400 yuan through 支付宝's (sandbox) cashier.
    await wang.goto('/person/account');
    await wang.getByRole('button', { name: '充值余额' }).click();
    const topUp = wang.getByRole('form', { name: '充值余额' });
    await topUp.getByLabel('充值金额（元）').fill('400');
    await topUp.getByText('支付宝', { exact: true }).click();
    await topUp.getByRole('button', { name: '去支付' }).click();
    await payAtCashier(wang, 'alipay', '¥400.00');
    expect(await credited(wang)).toBe('¥400.00 已到账（账户充值400.00元）。');

    // VIP会员 for a year (360 yuan) from the balance.
    await wang.goto('/person/vip');
    const level = wang.getByRole('group', { name: 'VIP会员' });
    await level.getByRole('button', { name: '开通' }).click();
    const dialog = wang.getByRole('dialog', { name: '开通VIP会员' });
    expect(await dialog.getByTestId('vip-amount').textContent({ timeout: 10_000 })).toBe('¥360.00');
    await dialog.getByRole('radio', { name: /余额支付/ }).check();
    await dialog.getByLabel('支付密码').fill(payPassword);
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await banner.getByText('VIP会员', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await banner.getByText('认证会员', { exact: true }).count()).toBe(0);
    const standing = wang.getByTestId('vip-standing');
    await expect.poll(() => standing.textContent(), { timeout: 10_000 }).toMatch(/VIP会员有效期至 \d{4}-\d{2}-\d{2}/);
    await shot(wang, 'vip');

    // 提现: a collect card in the member's real name (added from the form), then 20 yuan to it.
    await wang.goto('/person/account/withdraw');
    const form = wang.getByRole('form', { name: '申请提现' });
    await form.getByRole('button', { name: '添加银行卡' }).click();
    const card = wang.getByRole('dialog', { name: '添加提现银行卡' });
    await card.getByLabel('开户银行').selectOption({ label: '招商银行' });
    await card.getByLabel('银行卡号').fill('6214 8302 5678 9016');
    expect(await card.getByLabel('持卡人').inputValue()).toBe('王晓明');
    await card.getByRole('button', { name: '保存' }).click();
    await card.waitFor({ state: 'hidden', timeout: 10_000 });
    const target = form.getByRole('radio', { name: /招商银行 6214 \*{4} \*{4} 9016（王晓明）/ });
    await expect.poll(() => target.isChecked(), { timeout: 10_000 }).toBe(true);
    await form.getByLabel('提现金额（元）').fill('20');
    await form.getByLabel('支付密码').fill(payPassword);
    await shot(wang, 'withdraw');
    await form.getByRole('button', { name: '提交申请' }).click();
    await wang.waitForURL('**/person/account/record', { timeout: 10_000 });
    const record = wang.getByTestId('cash-out-record').getByTestId('cash-out').first();
    await expect.poll(() => record.textContent(), { timeout: 10_000 }).toMatch(/¥20\.00招商银行 6214 \*{4} \*{4} 9016待打款/);

    // 平台客服 pays it.
    const staff = await memberLoggedIn(browser, '平台客服', errors);
    await staff.goto('/staff/cash-outs');
    const row = staff.getByRole('region', { name: '提现审核' }).getByRole('row').filter({ hasText: '邮友小王' }).filter({ hasText: '待打款' }).first();
    await row.getByRole('link', { name: '处理' }).click();
    const review = staff.getByRole('region', { name: '提现详情' });
    expect(await review.getByTestId('full-account-number').textContent({ timeout: 10_000 })).toBe('6214830256789016');
    await review.getByRole('button', { name: '确认打款' }).click();
    const confirm = staff.getByRole('dialog', { name: '确认打款' });
    await confirm.getByRole('button', { name: '已打款' }).click();
    await confirm.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => review.getByTestId('review-state').textContent(), { timeout: 10_000 }).toBe('已打款');
    await shot(staff, 'staff-cash-out');

    await wang.reload();
    await expect.poll(() => record.textContent(), { timeout: 10_000 }).toMatch(/已打款/);
    expect(errors).toEqual([]);
    await staff.context().close();
    await wang.context().close();
  });
});

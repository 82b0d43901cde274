import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { dialogSettled } from './phone-sweep';
import { click, ensurePayPassword, payPassword, tap, type Press } from './trading';
import { journey } from './journey';

/**
 * 保证金交易 in the browser against the real server (issue 29, docs/adr/0043). The demo's 东方集邮 sells J45 上品 at
 * ¥88.00 a piece on a bond offer (server/src/domain/bonds/seed-bonds.ts), its margin, ¥17.60 a piece, frozen when it
 * was published. 金陵藏家 takes one piece on a 390 x 844 phone, freezing ¥17.60 of their bond funds; 东方集邮 ships from
 * a desktop; 金陵藏家 receives and pays ¥88.00 from the balance, and both margins come back. Then a second piece: shipped,
 * disputed by 金陵藏家, and 平台客服 finds the seller at fault: both margins (¥35.20) go to 金陵藏家's bond funds.
 * Screenshots: tests/e2e/screenshots/bonds-*.png (the offer at phone and desktop, the order, the staff decision).
 */
const { phone: phoneOf, desktop: desktopOf, memberOn, checkPage, shot, expectNoErrors } = journey('bonds');
const buyerName = '金陵藏家';
const sellerName = '东方集邮';
const productName = 'J45';

/** What the server says the member's purses hold, in fen: their bond funds and balance (asked with the page's session). */
async function purses(page: Page): Promise<{ bond: number; balance: number }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const res = await fetch(`${baseUrl()}/api/bond/account`, { headers: { token } });
  const { data } = (await res.json()) as { data: { bond: number; balance: number } };
  return { bond: data.bond, balance: data.balance };
}

/** The J45 offer's page, from the list on /bond. */
async function openOffer(page: Page, press: Press): Promise<string> {
  await page.goto('/bond?side=sell');
  const list = page.getByTestId('bond-offers');
  const row = list.getByRole('row').filter({ hasText: productName }).filter({ hasText: sellerName }).first();
  await row.waitFor({ timeout: 10_000 });
  await press(row.getByRole('link', { name: new RegExp(productName) }));
  await page.waitForURL(/\/bond\/\d+$/, { timeout: 10_000 });
  return page.url();
}

/** Takes `quantity` pieces of the open offer page: confirm, then pay the margin with the payment password. */
async function take(page: Page, quantity: number, press: Press): Promise<number> {
  await press(page.getByRole('button', { name: '立即成交' }));
  await page.waitForURL(/\/bond\/confirm\/\d+/, { timeout: 10_000 });
  await page.getByLabel(/成交数量/).fill(String(quantity));
  await press(page.getByRole('button', { name: '下一步' }));
  await page.waitForURL(/\/bond-pay\?/, { timeout: 10_000 });
  const form = page.getByRole('form', { name: '支付保证金' });
  await form.getByLabel('支付密码').fill(payPassword);
  await press(form.getByRole('button', { name: '确认支付保证金' }));
  await page.waitForURL(/\/bond-transaction\/\d+$/, { timeout: 10_000 });
  return Number(/\/bond-transaction\/(\d+)$/.exec(page.url())![1]);
}

const orderState = (page: Page) => page.getByTestId('bond-order-state');
async function openOrder(page: Page, orderId: number): Promise<void> {
  await page.goto(`/person/bond-order/detail/${orderId}`);
  await orderState(page).waitFor({ timeout: 10_000 });
}
const expectState = (page: Page, name: string) => expect.poll(() => orderState(page).innerText(), { timeout: 10_000 }).toBe(name);

/** Presses an action of the order's page and confirms its dialog once filled. */
async function act(page: Page, label: string, confirm: string, fill: (dialog: Locator) => Promise<unknown>, press: Press): Promise<void> {
  await press(page.getByRole('button', { name: label, exact: true }));
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.waitFor({ timeout: 10_000 });
  expect(await dialogSettled(page)).toBe(true);
  await fill(dialog);
  await press(dialog.getByRole('button', { name: confirm }));
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

const ship = (dialog: Locator) =>
  dialog
    .getByLabel('快递公司')
    .selectOption('顺丰速运')
    .then(() => dialog.getByLabel('快递单号').fill('SF2026112801'));

describe('margin trading from the offer to settlement, and a default decided by staff', () => {
  it('金陵藏家 takes a piece on a phone, 东方集邮 ships it on a desktop, it is received and paid, and both margins come back', async () => {
    const phone = await phoneOf();
    const buyer = await memberOn(phone, buyerName);
    await ensurePayPassword(buyer);
    const before = await purses(buyer);

    const offerUrl = await openOffer(buyer, tap);
    await expect.poll(() => buyer.getByText('¥17.60').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await checkPage(buyer);
    await shot(buyer, 'offer-phone');
    const orderId = await take(buyer, 1, tap);
    await expect.poll(() => buyer.getByTestId('bond-order').innerText(), { timeout: 10_000 }).toContain('¥88.00');
    await checkPage(buyer);
    expect(await purses(buyer)).toEqual({ bond: before.bond - 1760, balance: before.balance });

    const desktop = await desktopOf();
    const seller = await memberOn(desktop, sellerName);
    const sellerBefore = await purses(seller);
    await seller.goto(offerUrl);
    await seller.getByRole('button', { name: '撤销' }).waitFor({ timeout: 10_000 });
    await checkPage(seller);
    await shot(seller, 'offer-desktop');
    await openOrder(seller, orderId);
    await expectState(seller, '待发货');
    await act(seller, '发货', '确认发货', ship, click);
    await expectState(seller, '待收货');

    await openOrder(buyer, orderId);
    await expectState(buyer, '待收货');
    await buyer.getByRole('region', { name: '流程' }).waitFor({ timeout: 15_000 });
    await checkPage(buyer);
    await shot(buyer, 'order-phone');
    await act(buyer, '确认收货并付款', '确认付款', (dialog) => dialog.getByLabel('支付密码').fill(payPassword), tap);
    await buyer.waitForURL(/\/person\/bond-order\/success\/\d+$/, { timeout: 10_000 });
    await expect.poll(() => buyer.getByTestId('bond-paid').innerText(), { timeout: 10_000 }).toContain('¥88.00');
    await checkPage(buyer);

    // Every fen: the buyer paid ¥88.00 and has the margin back; the seller has the price and their margin back.
    expect(await purses(buyer)).toEqual({ bond: before.bond, balance: before.balance - 8800 });
    expect(await purses(seller)).toEqual({ bond: sellerBefore.bond + 1760, balance: sellerBefore.balance + 8800 });
    await openOrder(seller, orderId);
    await expectState(seller, '交易成功');
    expectNoErrors();
    await phone.close();
    await desktop.close();
  });

  it('a piece shipped and disputed: 平台客服 finds the seller at fault, and both margins go to the buyer', async () => {
    const phone = await phoneOf();
    const buyer = await memberOn(phone, buyerName);
    const before = await purses(buyer);
    await openOffer(buyer, tap);
    const orderId = await take(buyer, 1, tap);

    const desktop = await desktopOf();
    const seller = await memberOn(desktop, sellerName);
    const sellerBefore = await purses(seller);
    await openOrder(seller, orderId);
    await act(seller, '发货', '确认发货', ship, click);
    await expectState(seller, '待收货');

    await openOrder(buyer, orderId);
    await act(buyer, '申请仲裁', '提交仲裁', (dialog) => dialog.getByLabel('仲裁原因').fill('收到的是中品，与描述的上品不符'), tap);
    await expectState(buyer, '争议处理中');

    const staffContext = await desktopOf();
    const staff = await memberOn(staffContext, '平台客服');
    await staff.goto('/staff/bond-orders?state=disputed');
    const link = staff.getByTestId('bond-order-queue').getByRole('link', { name: `仲裁订单 ${orderId}` });
    await link.waitFor({ timeout: 10_000 });
    await checkPage(staff);
    await click(link);
    await click(staff.getByRole('button', { name: '判定卖方违约' }));
    const decide = staff.getByRole('dialog', { name: '判定卖方违约' });
    await decide.waitFor({ timeout: 10_000 });
    expect(await dialogSettled(staff)).toBe(true);
    await decide.getByLabel('判定理由').fill('卖方发货品相与描述不符，买方提供的照片属实');
    await click(decide.getByRole('button', { name: '确定判定' }));
    await expect.poll(() => staff.getByTestId('review-state').innerText(), { timeout: 10_000 }).toBe('卖方违约');
    await checkPage(staff);
    await shot(staff, 'decision-desktop');

    // The buyer's ¥17.60 back and the seller's ¥17.60 as compensation; no price was paid; the seller's margin is gone.
    expect(await purses(buyer)).toEqual({ bond: before.bond + 1760, balance: before.balance });
    expect(await purses(seller)).toEqual(sellerBefore);
    await openOrder(buyer, orderId);
    await expectState(buyer, '卖方违约');
    expectNoErrors();
    await Promise.all([phone.close(), desktop.close(), staffContext.close()]);
  });
});

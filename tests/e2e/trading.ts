import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { memberLoggedIn } from './browser';

/**
 * The steps of a trade as members take them in the browser, shared by the trading, money and phone journeys. `press`
 * is how a member presses: a mouse click on the desktop, a tap of the finger on the phone.
 */
export const payPassword = '246810';
export type Press = (target: Locator) => Promise<void>;
export const click: Press = (target) => target.click();
export const tap: Press = (target) => target.tap();

/** Sets the payment password on the account security page (with the login password) when the member has none yet. */
export async function ensurePayPassword(page: Page): Promise<void> {
  await page.goto('/person/dashboard');
  await page.getByRole('heading', { name: /支付密码/ }).waitFor();
  if ((await page.getByRole('heading', { name: '设置支付密码' }).count()) > 0) {
    await page.getByLabel('登录密码').fill('demo1234');
    await page.getByLabel('新支付密码').fill(payPassword);
    await page.getByLabel('确认支付密码').fill(payPassword);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: '修改支付密码' }).waitFor();
  }
}

/** A member logged in on the desktop, with the payment password set. */
export async function memberPage(browser: Browser, account: string, errors: string[]): Promise<Page> {
  const page = await memberLoggedIn(browser, account, errors);
  await ensurePayPassword(page);
  return page;
}

/** The seller publishes a sell offer of T58 and returns its id. */
export async function publishOffer(page: Page, price: string, quantity = '1', offline = false): Promise<number> {
  await page.goto('/publish?type=sale');
  const form = page.getByTestId('publish-form');
  await form.getByLabel('筛选邮品').fill('T58');
  await form.getByLabel('邮品', { exact: true }).selectOption({ label: '1981年 T58 辛酉年鸡票（单枚，枚）' });
  await form.getByLabel('单价（元）').fill(price);
  await form.getByLabel('数量').fill(quantity);
  if (offline) await form.getByText('线下交易').click();
  await form.getByRole('button', { name: '发布' }).click();
  await page.waitForURL(/\/trade\/\d+$/, { timeout: 10_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join('tests', 'e2e', '.artifacts', 'publish-failed.png'), fullPage: true });
    throw error;
  });
  return Number(/\/trade\/(\d+)$/.exec(page.url())![1]);
}

/**
 * The buyer takes one of an offer through the scan basket and lands on the new order's detail. Only this offer (the
 * seller's row of it): other rows left in the basket stay unselected. `beforeConfirm` runs with the basket filled in.
 */
export async function takeOffer(
  page: Page,
  listingId: number,
  { tradeWay = '担保交易（线上付款）', seller = '金陵藏家', press = click, beforeConfirm }: { tradeWay?: string; seller?: string; press?: Press; beforeConfirm?: () => Promise<unknown> } = {},
): Promise<number> {
  await page.goto(`/trade/${listingId}`);
  await press(page.getByTestId('listing-detail').getByRole('button', { name: '加入扫货篮' }));
  const basket = page.getByRole('dialog', { name: '扫货篮' });
  const row = basket.getByRole('row').filter({ hasText: '辛酉年鸡票' }).filter({ hasText: seller }).last();
  await row.waitFor();
  // Ticked on the box, as a member does: Playwright's check() cannot act on Chakra's visually hidden <input> inside a
  // scrolling dialog.
  await press(row.locator('[data-part="control"]'));
  await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
  await basket.getByLabel('支付方式').selectOption({ label: tradeWay });
  await basket.getByLabel('交收方式').selectOption({ label: '快递' });
  await beforeConfirm?.();
  await press(basket.getByRole('button', { name: '确认扫货' }));
  await press(page.getByRole('dialog', { name: '扫货结果' }).getByRole('button', { name: '查看订单' }).first());
  await page.waitForURL(/\/person\/order\/detail\/\d+/);
  return Number(/detail\/(\d+)/.exec(page.url())![1]);
}

export const orderState = (page: Page) => page.getByTestId('order-state');

export async function openOrder(page: Page, orderId: number) {
  await page.goto(`/person/order/detail/${orderId}?from=my-order`);
  await orderState(page).waitFor();
}

/** Presses an order action and fills its dialog; `fill` gets the dialog. */
export async function act(page: Page, label: string, fill?: (dialog: Locator) => Promise<unknown>, press: Press = click) {
  await press(page.getByTestId('order-actions').getByRole('button', { name: label }));
  const dialog = page.getByRole('dialog', { name: label });
  if (fill) await fill(dialog);
  await press(dialog.getByRole('button', { name: '确定' }));
  await dialog.waitFor({ state: 'hidden' }).catch(async (error: unknown) => {
    await page.screenshot({ path: join('tests', 'e2e', '.artifacts', `act-${label}-failed.png`), fullPage: true });
    throw error;
  });
}

export const withPayPassword = async (dialog: Locator) => dialog.getByLabel('支付密码').fill(payPassword);
export const withShipment = async (dialog: Locator) => {
  await dialog.getByLabel('快递公司').selectOption('顺丰速运');
  await dialog.getByLabel('快递单号').fill('SF1234567890');
};

export async function expectState(page: Page, name: string) {
  await expect.poll(() => orderState(page).textContent(), { timeout: 10_000 }).toBe(name);
}

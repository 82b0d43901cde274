import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, openPage, realErrors } from './browser';
import { logInThroughApi, overflowOf, phoneContext, sweepEveryRoute } from './phone-sweep';
import { act, ensurePayPassword, expectState, memberPage, openOrder, publishOffer, takeOffer, tap, withPayPassword, withShipment } from './trading';

/**
 * 邮市 on a 390 x 844 touch phone (issue 26). Every route of the site map, as a member (平台客服, so the staff pages
 * show their content too) or as a visitor (see sweepAs): no page wider than the screen, the header's menu opens, and
 * axe-core finds no serious or critical WCAG 2.1 A/AA violation. Then a trade done on the phone with taps: log in from
 * the header, take an offer with the scan basket, pay, receive (the seller ships from a desktop). Screenshots of the
 * pages a collector opens most: tests/e2e/screenshots/phone-*.png.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');
const sweepTimeoutMs = 300_000;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A page on a phone whose console errors and page errors go into `errors`. */
async function phonePage(errors: string[]): Promise<Page> {
  const context = await phoneContext(browser, baseUrl());
  return (await openPage(context, errors)).page;
}


/** A full-page screenshot on PGlite, once the page has loaded what it shows (no 加载中, no 'loading...'). */
async function shot(page: Page, name: string) {
  if (database !== 'pglite') return;
  await page.waitForFunction(() => !/加载中|loading\.\.\./.test(document.body.innerText));
  await page.screenshot({ path: join(shots, `phone-${name}.png`), fullPage: true });
}

/**
 * Which sweep this run does. What a sweep checks is the browser's layout and markup, which the database does not change,
 * so each of CI's two runs sweeps as one of the two: PGlite (what `npm run test:e2e` runs here) as a member, with the
 * most content on the page, and PostgreSQL as a visitor. Every CI run sweeps both, and neither run carries both.
 */
const sweepAs = database === 'pglite' ? { who: 'a member (平台客服)', account: '平台客服' } : { who: 'a visitor', account: null };

describe(`every route on a phone (${database})`, () => {
  it(`fits the screen, opens the menu and has no serious accessibility violation, for ${sweepAs.who}`, async () => {
    const errors: string[] = [];
    const page = await phonePage(errors);
    if (sweepAs.account) await logInThroughApi(page, baseUrl(), sweepAs.account);
    expect(await sweepEveryRoute(page, sweepAs.account !== null)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await page.context().close();
  }, sweepTimeoutMs);
});

describe(`trading on a phone (${database})`, () => {
  it('logs in from the header, takes an offer with the scan basket, pays and receives, all with taps', async () => {
    const errors: string[] = [];
    // 金陵藏家 buys here: trade.e2e.test.ts locks 华夏邮社's payment password on purpose, and the files' order is not fixed.
    const seller = await memberPage(browser, '华夏邮社', errors);
    const listing = await publishOffer(seller, '18');

    const buyer = await phonePage(errors);
    await buyer.goto('/index');
    await buyer.getByRole('heading', { name: '平台公告' }).waitFor();
    await shot(buyer, 'index');
    await buyer.getByRole('banner').getByRole('button', { name: '登录' }).tap();
    const login = buyer.getByRole('dialog', { name: '登录' });
    await login.getByLabel('用户名/手机号').fill('金陵藏家');
    // On a phone a dialog takes the whole screen.
    expect(await login.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await login.getByLabel('密码', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: '登录' }).tap();
    await login.waitFor({ state: 'hidden', timeout: 15_000 });
    // Logged in: the menu names the member and offers 退出.
    await buyer.getByRole('banner').getByRole('button', { name: '菜单' }).tap();
    const menu = buyer.getByRole('dialog', { name: '菜单' });
    await menu.getByText('金陵藏家').waitFor();
    await shot(buyer, 'menu');
    await menu.getByRole('button', { name: '关闭' }).tap();
    // The dialog gives the focus back to the button that opened it.
    await expect.poll(() => buyer.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('菜单');
    await ensurePayPassword(buyer);

    await buyer.goto('/poster');
    await buyer.getByRole('heading', { name: '邮票市场', level: 1 }).waitFor();
    await shot(buyer, 'poster');
    await buyer.goto(`/trade/${listing}`);
    await buyer.getByTestId('listing-detail').waitFor();
    await shot(buyer, 'trade');
    const orderId = await takeOffer(buyer, listing, {
      seller: '华夏邮社',
      press: tap,
      beforeConfirm: async () => {
        expect(await overflowOf(buyer)).toBeNull();
        await shot(buyer, 'basket');
      },
    });
    await expectState(buyer, '待付款');
    expect(await overflowOf(buyer)).toBeNull();
    await act(buyer, '立即付款', withPayPassword, tap);
    await expectState(buyer, '待发货');
    await shot(buyer, 'order-paid');

    await openOrder(seller, orderId);
    await act(seller, '发货', withShipment);

    await openOrder(buyer, orderId);
    await act(buyer, '确认收货', withPayPassword, tap);
    await buyer.waitForURL(/\/person\/order\/success\/\d+/);
    await buyer.getByTestId('trade-success').waitFor();
    await openOrder(buyer, orderId);
    await expectState(buyer, '待评价');

    await buyer.goto('/person');
    await buyer.getByRole('button', { name: /个人中心/ }).tap();
    await buyer.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的订单' }).waitFor();
    await shot(buyer, 'person');
    expect(await overflowOf(buyer)).toBeNull();
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { axeViolations, dialogSettled } from './phone-sweep';
import { click, tap, type Press } from './trading';
import { journey } from './journey';

/**
 * 自动撮合 in the browser against the real server (issue 28). Two demo traders no other browser test uses: 沪上藏家 on
 * a 390 x 844 phone offers T28M 奔马小型张 (a variety no other journey trades), two at ¥88.00 and one at ¥90.00;
 * 东方集邮 on a 1280 x 800 desktop sees the asks arrive in the book without a reload and buys three at ¥90.00, which
 * takes the best price first, each at the resting order's price. Both see the fills appear at once, the seller's page
 * without a reload; a fill is an order at /transaction/{id}; the detail draws the K-line, and /kline shows the day's
 * candle (open 88, close 90). Screenshots: tests/e2e/screenshots/automatch-*.png.
 */
const { phone: phoneOf, desktop: desktopOf, memberOn, checkPage, shot, expectNoErrors } = journey('automatch');
const sellerName = '沪上藏家';
const buyerName = '东方集邮';

/** T28M's product id, as the catalogue's search answers it. */
async function varietyId(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/search/product/name/page?keyword=T28M&pageSize=10`);
  const body = (await res.json()) as { data: Array<{ id: number; code: string }> };
  const product = body.data.find((p) => p.code === 'T28M');
  if (!product) throw new Error(`no T28M in the catalogue: ${JSON.stringify(body)}`);
  return product.id;
}

/** The detail page open and following its variety live. */
async function openBook(page: Page, productId: number): Promise<void> {
  await page.goto(`/auto-match/detail?productId=${productId}`);
  await expect.poll(() => page.getByTestId('live-state').innerText(), { timeout: 15_000 }).toBe('实时');
}

/** Places an order through the form and its confirm dialog; answers what the page says it made. */
async function placeOrder(page: Page, press: Press, side: '买入' | '卖出', price: string, quantity: string): Promise<string> {
  const form = page.getByRole('form', { name: '委托下单' });
  await press(form.getByRole('button', { name: side, exact: true }));
  await form.getByLabel('委托价（元）').fill(price);
  await form.getByLabel('数量（件）').fill(quantity);
  await press(form.getByRole('button', { name: `下单${side}` }));
  const dialog = page.getByRole('dialog', { name: `确认${side}` });
  await dialog.getByTestId('match-terms').waitFor();
  // Checked once it has finished opening: while it opens, the page behind is hidden with the focus still in it.
  expect(await dialogSettled(page)).toBe(true);
  expect(await axeViolations(page, 300)).toEqual([]);
  await press(dialog.getByRole('button', { name: '确认下单' }));
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  const outcome = page.getByTestId('match-outcome');
  await outcome.waitFor({ timeout: 10_000 });
  return outcome.innerText();
}

const firstFill = (page: Page) => page.getByTestId('recent-fill').first();

describe('auto-match between two members in the browser', () => {
  it('沪上藏家 offers on a phone, 东方集邮 buys across both asks on a desktop; both see the fills live and the K-line draws them', async () => {
    const productId = await varietyId();
    const phone = await phoneOf();
    const seller = await memberOn(phone, sellerName);
    const desktop = await desktopOf();
    const buyer = await memberOn(desktop, buyerName);
    await openBook(seller, productId);
    await openBook(buyer, productId);

    // The seller's asks: each holds its units, costs the fee, and rests on the book, which the buyer's page shows live.
    const form = seller.getByRole('form', { name: '委托下单' });
    await tap(form.getByRole('button', { name: '卖出', exact: true }));
    await form.getByLabel('委托价（元）').fill('88');
    await form.getByLabel('数量（件）').fill('2');
    expect(await form.getByTestId('match-hold').innerText()).toBe('将挂出 2 件');
    expect(await form.getByTestId('match-fee').innerText()).toMatch(/^服务费 \d+ 金豆$|^免费$/);
    expect(await placeOrder(seller, tap, '卖出', '88', '2')).toBe('委托已提交，等待撮合');
    expect(await placeOrder(seller, tap, '卖出', '90', '1')).toBe('委托已提交，等待撮合');
    const asks = buyer.getByTestId('book-sell');
    await expect.poll(() => asks.allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringMatching(/^卖2\s+¥90\.00\s+1\s+1/), expect.stringMatching(/^卖1\s+¥88\.00\s+2\s+1/)]);
    await expect.poll(() => seller.getByTestId('my-match-order').count(), { timeout: 10_000 }).toBe(2);

    // The buyer takes all three at ¥90.00: the best ask first, each at its own price.
    const fillsBefore = await seller.getByTestId('recent-fill').count();
    expect(await placeOrder(buyer, click, '买入', '90', '3')).toBe('已成交 3 件，均价 ¥88.66');
    await expect.poll(() => buyer.getByTestId('recent-fill').allInnerTexts(), { timeout: 10_000 }).toEqual(
      expect.arrayContaining([expect.stringMatching(/¥90\.00\s+1\s+主动买/), expect.stringMatching(/¥88\.00\s+2\s+主动买/)]),
    );

    // The seller's page, not reloaded: both fills, the book emptied, the orders gone from the open ones, and what the
    // form said of them (waiting) gone too.
    await expect.poll(() => seller.getByTestId('recent-fill').count(), { timeout: 10_000 }).toBe(fillsBefore + 2);
    expect(await firstFill(seller).innerText()).toMatch(/¥90\.00\s+1\s+主动买/);
    await expect.poll(() => seller.getByTestId('book-sell').count(), { timeout: 10_000 }).toBe(0);
    await seller.getByText('没有进行中的委托。').waitFor({ timeout: 10_000 });
    expect(await seller.getByTestId('match-outcome').count()).toBe(0);
    expect(await seller.getByTestId('match-last-price').innerText()).toBe('¥90.00');

    // The K-line on the detail draws the fill, on both.
    for (const page of [buyer, seller]) await page.getByTestId('kline-canvas').waitFor({ timeout: 15_000 });
    await checkPage(buyer);
    await shot(buyer, 'detail-desktop');
    await checkPage(seller);
    await shot(seller, 'detail-phone');

    // The fill is an escrow order the delivery flow carries.
    await buyer.goto('/auto-match?tab=fills');
    const fill = buyer.getByTestId('my-match-fill').filter({ hasText: '奔马小型张' }).filter({ hasText: '¥88.00' }).first();
    await fill.waitFor({ timeout: 10_000 });
    expect(await fill.innerText()).toContain('成交价 ¥88.00 · 2 件 · 金额 ¥176.00');
    const order = await fill.getByRole('link', { name: '查看订单' }).getAttribute('href');
    expect(order).toMatch(/^\/transaction\/\d+$/);
    await checkPage(buyer);

    // /kline, the full page: the candle of today's fill.
    for (const page of [buyer, seller]) {
      await page.goto(`/kline?productId=${productId}`);
      const chart = page.getByTestId('kline-canvas');
      await chart.waitFor({ timeout: 15_000 });
      await expect.poll(() => chart.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/共 [1-9]\d* 根K线/);
      // Today's candle: opened at the first fill, closed at the last, as the chart's legend reads it.
      await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toMatch(/开 ¥88\.00\s+高 ¥90\.00\s+低 ¥88\.00\s+收 ¥90\.00/);
      await checkPage(page);
    }
    await shot(buyer, 'kline-desktop');
    await shot(seller, 'kline-phone');

    expectNoErrors();
    await desktop.close();
    await phone.close();
  });
});

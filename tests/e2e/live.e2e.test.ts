import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, openPage, realErrors } from './browser';
import { axeViolations, logInThroughApi, overflowOf, phoneContext } from './phone-sweep';

/**
 * Watching, the quotes room and chat, live against the real server (issue 27). 华夏邮社 (level 4, 精英VIP) watches
 * T46 on a desktop; a visitor keeps /quotes open on a phone; 金陵藏家 publishes a matching sell offer through the API.
 * The watcher's alert arrives without a reload, the match is confirmed into an order, and that deal reaches the
 * visitor's quotes room as a tick. Then 邮友小王 asks 金陵藏家 about an offer with 咨询卖家 and Ctrl+Enter; the seller, on a
 * phone, sees the header's unread count rise, reads the message and answers, and the buyer sees the answer live.
 * Screenshots: tests/e2e/screenshots/live-*.png.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
});
afterAll(async () => browser?.close());

async function api<T>(path: string, body?: unknown, token = ''): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function desktopMember(account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const { page } = await openPage(context, errors);
  await logInThroughApi(page, baseUrl(), account);
  return page;
}

describe('watching and the quotes room, live', () => {
  it('华夏邮社 is alerted the moment a matching T46 offer is published, confirms it, and the visitor’s quotes room shows the deal', async () => {
    // The visitor's quotes room, on a phone: live before anything happens.
    const visitor = await phoneContext(browser, baseUrl());
    const { page: quotes } = await openPage(visitor, errors);
    await quotes.goto('/quotes');
    await expect.poll(() => quotes.getByTestId('live-state').innerText(), { timeout: 15_000 }).toBe('实时');

    // The watcher adds a task: T46 单枚, at most ¥2,000.00, one piece.
    const watcher = await desktopMember('华夏邮社');
    await watcher.goto('/person/watch');
    const form = watcher.getByRole('form', { name: '添加盯盘' });
    await form.getByLabel('筛选品种').fill('T46');
    const variety = form.getByRole('combobox', { name: '品种', exact: true });
    await expect.poll(() => variety.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await variety.selectOption({ label: '1980年 T46 庚申年猴票（单枚，枚）' });
    await form.getByLabel('最高单价（元）').fill('2000');
    await form.getByRole('button', { name: '添加盯盘' }).click();
    const card = watcher.getByTestId('watch-task').filter({ hasText: '1980年 T46 庚申年猴票' }).first();
    await expect.poll(() => card.getByText('盯盘中').count(), { timeout: 10_000 }).toBe(1);
    expect(await overflowOf(watcher)).toBeNull();
    expect(await axeViolations(watcher, 300)).toEqual([]);

    // Another member publishes a matching offer: ¥1,880.00, 全品.
    const seller = await api<{ token: string }>('/api/login', { username: '金陵藏家', password: 'demo1234' });
    const tasks = await api<{ list: Array<{ id: number; productId: number }> }>('/api/orderWatching?pageNo=1&pageSize=10', undefined, await tokenOf(watcher));
    const task = tasks.data.list[0]!;
    const published = await api<{ id: number }>(
      '/api/user/trade/edit',
      { publishType: 1, productId: task.productId, price: 188_000, quantity: 1, tradeWays: ['online'], deliveryMethods: ['express'], remark: '', grade: '全品' },
      seller.data.token,
    );
    expect(published.msg).toBe('发布成功');

    // Told live, without a reload: the toast, and the card's count.
    await watcher.getByText('盯盘匹配：1980年 T46 庚申年猴票，单价¥1,880.00，可成交1', { exact: false }).first().waitFor({ timeout: 10_000 });
    await expect.poll(() => card.getByText('已匹配').count(), { timeout: 10_000 }).toBe(1);
    if (database === 'pglite') await watcher.screenshot({ path: join(shots, 'live-watch-alert.png') });

    // Confirmed into an order from the task's page.
    await card.getByRole('link', { name: '查看匹配并成交' }).click();
    const match = watcher.getByTestId('watch-match').first();
    await match.getByRole('button', { name: '确认成交' }).click();
    await watcher.getByRole('dialog', { name: '确认成交' }).getByRole('button', { name: '确认成交' }).click();
    await match.getByRole('link', { name: '查看订单' }).waitFor({ timeout: 10_000 });
    expect(await match.getByText('已成交').count()).toBe(1);
    expect(await axeViolations(watcher, 300)).toEqual([]);

    // The deal reaches the visitor's quotes room as a tick: T46 at ¥1,880.00, without a reload.
    const row = quotes.getByTestId('quote-item').filter({ hasText: 'T46' }).first();
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain('1,880.00');
    expect(await overflowOf(quotes)).toBeNull();
    expect(await axeViolations(quotes, 300)).toEqual([]);
    if (database === 'pglite') await quotes.screenshot({ path: join(shots, 'live-quotes-phone.png'), fullPage: true });

    expect(realErrors(errors)).toEqual([]);
    await watcher.context().close();
    await visitor.close();
  });
});

describe('member chat, live', () => {
  it('a buyer asks the seller about an offer (咨询卖家, Ctrl+Enter); the seller, on a phone, sees the unread count and answers', async () => {
    const seller = await api<{ token: string }>('/api/login', { username: '金陵藏家', password: 'demo1234' });
    const t46 = await api<Array<{ id: number }>>('/api/search/product/name/page?keyword=T46&pageSize=10', undefined, seller.data.token);
    const offer = await api<{ id: number }>(
      '/api/user/trade/edit',
      { publishType: 1, productId: t46.data[0]!.id, price: 199_000, quantity: 2, tradeWays: ['online'], deliveryMethods: ['express'], remark: '', grade: '全品' },
      seller.data.token,
    );
    expect(offer.msg).toBe('发布成功');

    // The seller on a phone, before anything is said.
    const phoneSide = await phoneContext(browser, baseUrl());
    const { page: sellerPage } = await openPage(phoneSide, errors);
    await logInThroughApi(sellerPage, baseUrl(), '金陵藏家');
    const badge = sellerPage.getByRole('banner').getByTestId('chat-unread-badge');
    const before = (await badge.count()) === 0 ? 0 : Number(await badge.innerText());

    // The buyer asks from the offer's page: the window opens with the offer as a card; Enter is a new line.
    const buyer = await desktopMember('邮友小王');
    await buyer.goto(`/trade/${offer.data.id}`);
    await buyer.getByRole('button', { name: '咨询卖家' }).click();
    const window = buyer.getByRole('dialog', { name: '在线消息' });
    await window.getByLabel('商品卡片').first().waitFor({ timeout: 10_000 });
    const box = window.getByRole('textbox', { name: '输入消息，Ctrl+Enter 发送' });
    await box.fill('请问品相如何？');
    await box.press('Enter');
    await box.pressSequentially('有原胶吗？');
    await box.press('Control+Enter');
    const thread = window.getByLabel('聊天记录');
    await thread.getByText('已发送').last().waitFor({ timeout: 10_000 });
    expect(await box.inputValue()).toBe('');

    // The seller's header counts them, live (the offer's card and the question); the chat opens full screen.
    await expect.poll(async () => ((await badge.count()) === 0 ? 0 : Number(await badge.innerText())), { timeout: 10_000 }).toBe(before + 2);
    await sellerPage.getByRole('banner').getByRole('button', { name: /私信/ }).tap();
    const sheet = sellerPage.getByRole('dialog', { name: '在线消息' });
    await sheet.getByRole('list', { name: '会话列表' }).getByText('邮友小王').first().tap();
    await sheet.getByText('有原胶吗？', { exact: false }).first().waitFor({ timeout: 10_000 });
    expect(await overflowOf(sellerPage)).toBeNull();
    expect(await axeViolations(sellerPage, 300)).toEqual([]);
    if (database === 'pglite') await sellerPage.screenshot({ path: join(shots, 'live-chat-phone.png') });

    // The answer reaches the buyer's open window without a reload.
    const answer = sheet.getByRole('textbox', { name: '输入消息，Ctrl+Enter 发送' });
    await answer.fill('全品原胶，欢迎下单');
    await answer.press('Control+Enter');
    await thread.getByText('全品原胶，欢迎下单').waitFor({ timeout: 10_000 });
    expect(await axeViolations(buyer, 300)).toEqual([]);
    if (database === 'pglite') await buyer.screenshot({ path: join(shots, 'live-chat-desktop.png') });

    expect(realErrors(errors)).toEqual([]);
    await buyer.context().close();
    await phoneSide.close();
  });
});

/** The session token the page's cookies hold (set by logInThroughApi). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from './browser';

/**
 * The key journey with the keyboard alone (issue 26), on the desktop: a visitor tabs to 登录, logs in from the dialog,
 * tabs to an offer's 加入扫货篮 in the market and presses Enter; the basket opens with the focus kept inside it, and
 * Escape closes it and gives the focus back to the button. No mouse and no clicks.
 */
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** What the focused element is called: its aria-label, else its label's text (a field), else its own text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el && 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : undefined;
    return (el?.getAttribute('aria-label') ?? label ?? el?.innerText ?? '').trim();
  });

/**
 * Presses Tab until the focus is on an element called `name`, which may be where it already is (a dialog focuses its
 * first field); at most 150 presses of `key` (Shift+Tab goes back up the page). Fails naming where the focus went.
 */
async function tabTo(page: Page, name: string | RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses <= 150; presses += 1) {
    const current = await focusedName(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
    visited.push(current.slice(0, 12));
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${String(name)}; the focus went: ${visited.join(' → ')}`);
}

/** Presses Tab until the focus is on the element marked data-keyboard-target (at most 150 presses). */
async function tabToMarked(page: Page): Promise<boolean> {
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-keyboard-target') ?? false)) return true;
  }
  return false;
}

const insideDialog = (page: Page, name: string) =>
  page.evaluate((title) => {
    const dialog = document.activeElement?.closest('[role=dialog]');
    return dialog?.getAttribute('aria-labelledby') ? document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent === title : false;
  }, name);

describe('the keyboard alone', () => {
  it('logs in, puts an offer in the scan basket, and the basket keeps the focus and gives it back', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    const { page } = await openPage(context, errors);
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: '登录' }).waitFor();

    await tabTo(page, '登录');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    await expect.poll(() => insideDialog(page, '登录')).toBe(true);
    // On a desktop a dialog is a box as tall as its content in the middle of the screen, not a screen-high column.
    const box = (await page.getByRole('dialog', { name: '登录' }).boundingBox())!;
    expect(box.height).toBeLessThan(700);
    expect(box.y).toBeGreaterThan(60);
    await tabTo(page, /^用户名/);
    await page.keyboard.type('金陵藏家');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByText('金陵藏家').first().waitFor({ timeout: 15_000 });

    // An offer of another member's from the market: its row's 加入扫货篮, reached with Tab (the button is marked so the
    // test knows it when the focus gets there; every row's button has the same name).
    await page.goto('/poster');
    const add = page.getByTestId('market-list').getByRole('row').filter({ hasNotText: '金陵藏家' }).getByRole('button', { name: /^加入扫货篮/ }).first();
    await add.waitFor();
    await add.evaluate((el) => el.setAttribute('data-keyboard-target', ''));
    expect(await tabToMarked(page)).toBe(true);
    await page.keyboard.press('Enter');
    // Added: the basket opens with the offer in it.
    const basket = page.getByRole('dialog', { name: '扫货篮' });
    await basket.waitFor();
    await expect.poll(() => insideDialog(page, '扫货篮')).toBe(true);
    // Twenty presses of Tab never leave the open dialog.
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await insideDialog(page, '扫货篮')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await basket.waitFor({ state: 'hidden' });
    // The focus is back on the button that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-keyboard-target'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

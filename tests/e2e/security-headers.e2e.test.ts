import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, memberLoggedIn, openPage } from './browser';

/**
 * The built app under its Content-Security-Policy (server/src/http/security-headers.ts) in Chromium: every
 * `securitypolicyviolation` of the page is recorded, and the app's own work (the home page, the login dialog's
 * emotion styles, a member's pages, a Mermaid machine diagram) must cause none. An injected inline script shows the
 * policy is enforced and that the recording works; the development authorize page keeps its inline <style>.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineRan?: boolean;
  }
}

/** Records violations from the first script of every document the context opens. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? ['(not recording)']);

async function freshPage(errors: string[]) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
  await recordViolations(context);
  return { context, ...(await openPage(context, errors)) };
}

describe('the app under its Content-Security-Policy', () => {
  it('answers the page with the policy and runs without a violation: home, login dialog, a machine diagram', async () => {
    const errors: string[] = [];
    const { context, page } = await freshPage(errors);
    const response = await page.goto('/index');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // The built index.html loads its module from our origin and has no inline script for the policy to refuse.
    const html = await response!.text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    await page.getByRole('dialog', { name: '登录' }).getByLabel('用户名/手机号').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();

    // A member's pages and a Mermaid diagram (SVG with its own <style>), drawn from the seeded agent application.
    const member = await memberLoggedIn(browser, '邮友小王', errors);
    await recordViolations(member.context());
    let diagramButton = member.getByRole('button', { name: '查看流程图' }).first();
    for (const url of ['/agents/default/apply', '/agents/default/agents']) {
      await member.goto(url);
      const found = await diagramButton.waitFor({ timeout: 8_000 }).then(
        () => true,
        () => false,
      );
      if (found) break;
    }
    await diagramButton.click();
    const diagram = member.getByTestId('machine-diagram').first();
    await diagram.locator('svg').first().waitFor({ timeout: 20_000 });
    expect(await diagram.locator('svg style').count()).toBeGreaterThan(0);
    expect(await violations(member)).toEqual([]);
    diagramButton = member.getByRole('button', { name: '收起流程图' }).first();
    await diagramButton.click();
    expect(errors).toEqual([]);
    await member.context().close();
  });

  it('is enforced: an inline script injected into the page does not run and is reported', async () => {
    const errors: string[] = [];
    const { context, page } = await freshPage(errors);
    await page.goto('/index');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
    expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
    await context.close();
  });

  it("lets the development provider's authorize page style itself (its inline <style>)", async () => {
    const errors: string[] = [];
    const { context, page } = await freshPage(errors);
    const start = (await (await fetch(`${baseUrl()}/api/login/third/alipay`, { method: 'POST' })).json()) as { data: { url: string } };
    await page.goto(start.data.url);
    await page.getByText('开发环境模拟授权').first().waitFor();
    expect(await page.locator('.note').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 244, 229)');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another site', async () => {
    const errors: string[] = [];
    const { context, page } = await freshPage(errors);
    await page.goto('about:blank');
    await page.setContent(`<iframe id="victim" src="${baseUrl()}/index" width="800" height="600"></iframe>`);
    await page.waitForTimeout(2_000);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its error page: the app never loads inside it.
    expect(await framed?.evaluate(() => document.querySelector('#root') !== null).catch(() => false)).not.toBe(true);
    await context.close();
  });
});

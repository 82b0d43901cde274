import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clientNavigate, routeVisits } from './site-map-urls';

/**
 * The phone sweep (issue 26): every route of the site map opened on a 390 x 844 touch phone, as a visitor and as a
 * member, checked for what makes a page unusable there and for accessibility:
 * - the page is no wider than the screen: the document's scroll width against its client width (on a phone Chromium
 *   widens `innerWidth` to the content, so `innerWidth` cannot tell), naming the widest element that sticks out;
 * - axe-core (WCAG 2.1 A and AA) finds no serious or critical violation.
 * Used by tests/e2e/phone.e2e.test.ts; kept apart so that it can be run against a running server while fixing pages.
 */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A browser context of a phone in China (zh-CN, China time) with reduced motion, so dialogs open at once. */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, ...phone, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
}

/** Logs `account` in through the API and hands the browser the session the login dialog would have saved. */
export async function logInThroughApi(page: Page, baseURL: string, account: string): Promise<void> {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: 'demo1234' }),
  });
  const body = (await res.json()) as { data?: { token: string; agent: 0 | 1; userinfo: { id: number } } };
  if (!body.data) throw new Error(`login of ${account} failed: ${JSON.stringify(body)}`);
  const { token, agent, userinfo } = body.data;
  const { hostname } = new URL(baseURL);
  await page.context().addCookies(
    Object.entries({ token, agent: String(agent), userId: String(userinfo.id) }).map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
  );
  await page.goto('/index');
  await page.evaluate((info) => localStorage.setItem('userInfo', info), JSON.stringify(userinfo));
}

/** What sticks out of a phone's screen, or null when the page fits. */
export function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // The outermost elements whose right edge passes the screen's, so the report names the cause, not its ancestors.
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 1 || box.width === 0) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
      culprits.push(`${name} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(box.right)}`);
      if (culprits.length === 3) break;
    }
    return `scrollWidth ${root.scrollWidth} > ${width}: ${culprits.join('; ')}`;
  });
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
}

const axeOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };
type AxeWindow = { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } };

/**
 * Waits (at most 5 s) until no finite animation or transition is running: axe reads colours as they are painted, and
 * a button fading from disabled to enabled is, for a moment, a brand red at 80% on white (3.9:1). Endless ones (a
 * spinner, a skeleton's pulse) are not waited for.
 */
const animationsFinished = (page: Page) =>
  page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // what is still moving after 5 s is checked as it is

/**
 * axe-core's serious and critical violations of WCAG 2.1 A and AA on the page, one line each, once what is moving has
 * stopped. With `settleMs`, the page is given that long to be free of them (checked again, run after run, at least
 * twice) before what remains is reported.
 */
export async function axeViolations(page: Page, settleMs = 0): Promise<string[]> {
  await animationsFinished(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply to it.
  if (!loaded) await page.evaluate(axeSource);
  // Each run is awaited to its end before the next starts: axe refuses a second run while one is going, which is what
  // a timed-out waitForFunction left behind.
  const run = () => page.evaluate((options) => (window as unknown as AxeWindow).axe.run(document, options), axeOptions);
  const serious = (result: AxeResult) => result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const deadline = Date.now() + settleMs;
  let found = serious(await run());
  // A run can itself outlast `settleMs` on a loaded machine: a page that was still settling gets one more look.
  if (found.length > 0 && settleMs > 0) found = serious(await run());
  while (found.length > 0 && Date.now() < deadline) found = serious(await run());
  return found.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ');
    // What axe says is wrong with the first of them, so a failure can be read without rerunning it.
    const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200);
    return `${v.impact} ${v.id}: ${nodes}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''} — ${why}`;
  });
}

/** Waits until a closed dialog has given the page behind it back (its aria-hidden gone), so what follows sees the page. */
const pageGivenBack = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('aria-hidden'), undefined, { timeout: 10_000 });

/**
 * Waits until a dialog holds the focus and has finished appearing (no animation left, fully opaque): false when it did
 * not within 10 s. Before that a press on its 关闭 can land while it is still opening and be lost.
 */
export const dialogSettled = (page: Page): Promise<boolean> =>
  page
    .waitForFunction(() => {
      const dialog = document.activeElement?.closest<HTMLElement>('[role=dialog]');
      return dialog != null && dialog.getAnimations({ subtree: true }).length === 0 && getComputedStyle(dialog).opacity === '1';
    }, undefined, { timeout: 10_000 })
    .then(() => true, () => false);

/** Opens the header's menu with a tap and closes it again: false when it did not open. */
export async function headerMenuOpens(page: Page): Promise<boolean> {
  await page.getByRole('banner').getByRole('button', { name: '菜单' }).tap();
  const menu = page.getByRole('dialog', { name: '菜单' });
  const opened = await menu.waitFor({ timeout: 10_000 }).then(() => true, () => false);
  if (opened) {
    await menu.getByRole('button', { name: '关闭' }).tap();
    await menu.waitFor({ state: 'hidden', timeout: 10_000 });
    await pageGivenBack(page);
  }
  return opened;
}

/**
 * Opens every route on the phone and returns what is wrong, one line per problem. A visitor's login-only route shows
 * the login dialog, which is what is checked there; elsewhere the header's menu must open. Each page is checked once
 * its title is the route's and nothing says 加载中 any more.
 */
export async function sweepEveryRoute(page: Page, loggedIn: boolean): Promise<string[]> {
  const problems: string[] = [];
  await page.goto('/index');
  for (const { route, url, finalPath } of routeVisits()) {
    if (route.redirect || finalPath !== url) continue; // sent elsewhere: that page is visited on its own
    await clientNavigate(page, url);
    const login = page.getByRole('dialog', { name: '登录' });
    if (route.requiresLogin && !loggedIn) {
      await login.waitFor({ timeout: 10_000 }).catch(() => problems.push(`${url}: no login dialog`));
      // Open once it holds the focus and has finished appearing: until then axe sees the page hidden behind it and no
      // modal open.
      if (!(await dialogSettled(page))) problems.push(`${url}: the login dialog did not take the focus`);
    } else {
      await page.waitForFunction((t) => document.title === t, `${route.title} - 邮市`, { timeout: 10_000 }).catch(() => problems.push(`${url}: not titled`));
    }
    await page.waitForFunction(() => !document.body.innerText.includes('加载中'), undefined, { timeout: 10_000 }).catch(() => undefined);
    // A page whose last answers are still arriving is caught between two states (a button fading in, a list about to
    // be replaced): what counts is what is still wrong once it has settled, up to 2 s.
    const fits = await page
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 2_000 })
      .then(() => true, () => false);
    const overflow = fits ? null : await overflowOf(page);
    if (overflow) problems.push(`${url}: ${overflow}`);
    for (const violation of await axeViolations(page, 2_000)) problems.push(`${url}: ${violation}`);
    // Closing the login dialog on a login-only route sends the visitor home, ready for the next route.
    if (await login.isVisible()) {
      await login.getByRole('button', { name: '关闭' }).click();
      await pageGivenBack(page);
    }
    else if (!route.bare && !(await headerMenuOpens(page))) problems.push(`${url}: the header's menu did not open`);
  }
  return problems;
}

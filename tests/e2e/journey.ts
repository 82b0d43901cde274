import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { baseUrl, launch, openPage, realErrors } from './browser';
import { axeViolations, logInThroughApi, overflowOf, phoneContext } from './phone-sweep';

/**
 * What every journey of several members in their own browsers shares (bonds, block trades, invoices, auto-match,
 * agent delivery): one Chromium for the file, a phone (390 x 844, touch) or desktop (1280 x 800) context in China time,
 * a member logged in through the API, the page checked for sideways scrolling and axe, screenshots named after the
 * journey (taken on the PGlite run only, so the two databases' runs do not write the same files), and the console
 * errors of every page, none of which may be real at the end.
 */
export interface Journey {
  phone(): Promise<BrowserContext>;
  desktop(): Promise<BrowserContext>;
  memberOn(context: BrowserContext, account: string): Promise<Page>;
  /** A page of a visitor (nobody logged in). */
  visitorOn(context: BrowserContext): Promise<Page>;
  /** No sideways scrolling and no serious axe violation on the page as it is now. */
  checkPage(page: Page): Promise<void>;
  shot(page: Page, name: string): Promise<unknown>;
  /** Asserts no page of the journey logged a real error. */
  expectNoErrors(): void;
}

const shots = join('tests', 'e2e', 'screenshots');

/** Call at the top of a test file: registers the file's browser with beforeAll/afterAll. */
export function journey(name: string): Journey {
  const database = inject('database');
  const errors: string[] = [];
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => browser?.close());
  const open = () => browser!;

  return {
    phone: () => phoneContext(open(), baseUrl()),
    desktop: () => open().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' }),
    async memberOn(context, account) {
      const { page } = await openPage(context, errors);
      await logInThroughApi(page, baseUrl(), account);
      return page;
    },
    visitorOn: async (context) => (await openPage(context, errors)).page,
    async checkPage(page) {
      expect(await overflowOf(page)).toBeNull();
      expect(await axeViolations(page, 500)).toEqual([]);
    },
    shot: (page, shotName) => (database === 'pglite' ? page.screenshot({ path: join(shots, `${name}-${shotName}.png`), fullPage: true }) : Promise.resolve()),
    expectNoErrors: () => expect(realErrors(errors)).toEqual([]),
  };
}

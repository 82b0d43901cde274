import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, dialogSettled } from './phone-sweep';
import { click, tap } from './trading';
import { journey } from './journey';

/**
 * 大宗交易 in the browser against the real server (issue 29). 代理人小陈 (authenticated, used by no other browser test)
 * applies on a 390 x 844 phone to sell 2,000 of 2004-1 甲申年猴票 单枚 at ¥4.50 - ¥5.20; it waits for staff (待审核) and
 * is not on /large-transaction. 平台客服 on a 1280 x 800 desktop lists it from the staff queue; it is then on
 * /large-transaction, where a visitor reads the phone masked and is asked to log in, and a member reads it whole.
 * Screenshots: tests/e2e/screenshots/block-trades-*.png (the list at desktop and phone, the dialog, the application).
 */
const { phone: phoneOf, desktop: desktopOf, memberOn, visitorOn, checkPage, shot, expectNoErrors } = journey('block-trades');
const applicantName = '代理人小陈';
const applicantPhone = '13800000011';
const productName = '2004年 甲申年猴票';

/** The applicant's lot's row on /large-transaction, once it is there. */
const lotRow = (page: Page) => page.getByTestId('block-trades').getByRole('row').filter({ hasText: productName }).filter({ hasText: '2000' });

describe('a block-trade application from the form to the list', () => {
  it('applied on a phone, listed by staff on a desktop, then shown on /large-transaction (masked to visitors)', async () => {
    const phone = await phoneOf();
    const applicant = await memberOn(phone, applicantName);

    // The application, through the form: the rule opened in the protocol viewer and agreed to.
    await applicant.goto('/person/trade');
    await tap(applicant.getByRole('button', { name: '申请大宗交易' }));
    const form = applicant.getByRole('form', { name: '申请大宗交易' });
    await form.getByLabel('筛选邮品').fill('2004-1');
    const variety = form.getByLabel(/^邮品/);
    await expect.poll(() => variety.locator('option').allInnerTexts(), { timeout: 10_000 }).toContain(`${productName}（单枚，枚）`);
    await variety.selectOption({ label: `${productName}（单枚，枚）` });
    await form.getByLabel('数量').fill('2000');
    await form.getByLabel('最低单价（元）').fill('4.5');
    await form.getByLabel('最高单价（元）').fill('5.2');
    await form.getByLabel('联系电话').fill(applicantPhone);
    await tap(form.getByRole('button', { name: '《大宗交易规则》' }));
    const rule = applicant.getByRole('dialog', { name: '大宗交易规则' });
    await rule.waitFor({ timeout: 10_000 });
    await tap(rule.getByRole('button', { name: '关闭' }));
    await rule.waitFor({ state: 'hidden' });
    await tap(form.getByText('我已阅读并同意'));
    await checkPage(applicant);
    await tap(form.getByRole('button', { name: '提交申请' }));
    await applicant.waitForURL(/\/person\/trade\/\d+$/, { timeout: 10_000 });
    const applicationUrl = applicant.url();
    await expect.poll(() => applicant.getByTestId('block-trade-state').innerText(), { timeout: 10_000 }).toBe('待审核');
    await applicant.getByRole('region', { name: '流程' }).waitFor({ timeout: 15_000 });
    await checkPage(applicant);
    await shot(applicant, 'application-phone');

    // Waiting for staff: not on the list.
    await applicant.goto('/large-transaction');
    await applicant.getByTestId('block-trades').waitFor({ timeout: 10_000 });
    expect(await lotRow(applicant).count()).toBe(0);

    // Staff list it from the queue.
    const desktop = await desktopOf();
    const staff = await memberOn(desktop, '平台客服');
    await staff.goto('/staff/block-trades?state=submitted');
    const queue = staff.getByTestId('block-trade-queue');
    const row = queue.getByRole('row').filter({ hasText: applicantName }).filter({ hasText: productName });
    await row.waitFor({ timeout: 10_000 });
    await checkPage(staff);
    await click(row.getByRole('link', { name: '审核' }));
    await click(staff.getByRole('button', { name: '审核通过并上架' }));
    const confirm = staff.getByRole('dialog', { name: '审核上架' });
    await click(confirm.getByRole('button', { name: '上架' }));
    await expect.poll(() => staff.getByTestId('review-state').innerText(), { timeout: 10_000 }).toBe('已上架');

    // On the list now: the applicant (a member) reads the whole phone; on its own lot the dialog says so.
    await applicant.goto('/large-transaction');
    await lotRow(applicant).first().waitFor({ timeout: 10_000 });
    await checkPage(applicant);
    await shot(applicant, 'list-phone');
    await applicant.goto(applicationUrl);
    await expect.poll(() => applicant.getByTestId('block-trade-state').innerText(), { timeout: 10_000 }).toBe('已上架');

    // A visitor on a desktop: the phone masked, a login asked for before 联系TA.
    const visitorContext = await desktopOf();
    const visitor = await visitorOn(visitorContext);
    await visitor.goto('/large-transaction');
    const lot = lotRow(visitor).first();
    await lot.waitFor({ timeout: 10_000 });
    await checkPage(visitor);
    await shot(visitor, 'list-desktop');
    await click(lot.getByRole('button', { name: /查看详情/ }));
    const dialog = visitor.getByRole('dialog', { name: '大宗交易申请详情' });
    await expect.poll(() => dialog.getByTestId('block-trade-detail').innerText(), { timeout: 10_000 }).toContain('138****0011');
    expect(await dialog.getByRole('button', { name: '登录后联系TA' }).count()).toBe(1);
    // Checked once it has finished opening: while it opens, the page behind is hidden with the focus still in it.
    expect(await dialogSettled(visitor)).toBe(true);
    expect(await axeViolations(visitor, 300)).toEqual([]);
    await shot(visitor, 'dialog-desktop');

    // Staff (a member too, not the applicant) read the whole phone and may 联系TA.
    await staff.goto('/large-transaction');
    await click(lotRow(staff).first().getByRole('button', { name: /查看详情/ }));
    const staffDialog = staff.getByRole('dialog', { name: '大宗交易申请详情' });
    await expect.poll(() => staffDialog.getByTestId('block-trade-detail').innerText(), { timeout: 10_000 }).toContain(applicantPhone);
    expect(await staffDialog.getByRole('button', { name: '联系TA' }).count()).toBe(1);

    expectNoErrors();
    await visitorContext.close();
    await desktop.close();
    await phone.close();
  });
});

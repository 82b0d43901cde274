import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { click, tap } from './trading';
import { journey } from './journey';

/**
 * 发票 in the browser against the real server (issue 29). 金陵藏家 (whose demo title is the default and whose oldest two
 * purchases are invoiced already) asks on a 390 x 844 phone for an invoice over their newest completed escrow purchase:
 * /person/invoices/apply with the order ticked (the choice in the URL), the summary on /person/invoices/confirm, 提交申请.
 * 平台客服 on a 1280 x 800 desktop issues it from /staff/invoices; the member's 下载发票 then saves 发票-<号码>.pdf, a
 * PDF file. Screenshots: tests/e2e/screenshots/invoices-*.png.
 */
const { phone: phoneOf, desktop: desktopOf, memberOn, checkPage, shot, expectNoErrors } = journey('invoices');
const memberName = '金陵藏家';

describe('an invoice from the request to the PDF', () => {
  it('requested on a phone, issued by staff on a desktop, then downloaded by the member as a PDF', async () => {
    const member = await memberOn(await phoneOf(), memberName);

    // 申请开票: tick the newest invoiceable order; the choice is kept in the URL.
    await member.goto('/person/invoices/apply');
    const first = member.getByTestId('invoiceable-order').first();
    await first.waitFor({ timeout: 15_000 });
    const orderId = /订单 (\d+)/.exec(await first.innerText())![1]!;
    // Ticked on the box, as a member does (Chakra's <input> is visually hidden under its label).
    await tap(first.locator('[data-part="control"]'));
    await expect.poll(() => new URL(member.url()).searchParams.get('orders'), { timeout: 10_000 }).toBe(orderId);
    expect(await member.getByRole('radio', { name: /南京金陵集邮文化有限公司/ }).isChecked()).toBe(true);
    await checkPage(member);
    await shot(member, 'apply-phone');
    await tap(member.getByRole('button', { name: '下一步' }));

    // 确认开票: the order, the total, the title; then 提交申请 lands on the list with the request waiting.
    await member.waitForURL(/\/person\/invoices\/confirm\?/);
    await member.getByTestId('invoice-total').waitFor({ timeout: 10_000 });
    expect(await member.getByRole('list', { name: '开票订单' }).innerText()).toContain(`订单 ${orderId}`);
    await checkPage(member);
    await tap(member.getByRole('button', { name: '提交申请' }));
    await member.waitForURL(/\/person\/invoices\?stage=requested/, { timeout: 10_000 });
    const waiting = member.getByTestId('invoice-request').first();
    await waiting.waitFor({ timeout: 10_000 });
    expect(await waiting.innerText()).toContain('待开票');
    await checkPage(member);

    // Staff issue it from the queue.
    const staff = await memberOn(await desktopOf(), '平台客服');
    await staff.goto('/staff/invoices?state=requested');
    const row = staff.getByTestId('invoice-queue').getByRole('row').filter({ hasText: memberName }).filter({ hasText: orderId });
    await row.waitFor({ timeout: 15_000 });
    await checkPage(staff);
    await click(row.getByRole('button', { name: '开具' }));
    const confirm = staff.getByRole('dialog', { name: '开具发票' });
    await click(confirm.getByRole('button', { name: '开具' }));
    await confirm.waitFor({ state: 'hidden', timeout: 10_000 });
    await shot(staff, 'queue-desktop');

    // The member downloads it: a PDF named by its number.
    await member.goto('/person/invoices?stage=issued');
    const issued = member.getByTestId('invoice-request').first();
    await issued.waitFor({ timeout: 10_000 });
    const invoiceNo = /发票号码 (\d{8})/.exec(await issued.innerText())![1]!;
    const [download] = await Promise.all([member.waitForEvent('download'), tap(issued.getByRole('button', { name: '下载发票' }))]);
    expect(download.suggestedFilename()).toBe(`发票-${invoiceNo}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await checkPage(member);
    await shot(member, 'issued-phone');
    expectNoErrors();
  });
});

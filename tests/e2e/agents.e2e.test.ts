import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, memberLoggedIn } from './browser';

/**
 * Delivery agents as three members see them, each in their own browser context against the real server: 代理人老李
 * reads the message that 邮友小王 applied and approves the application (seeded, asking for the default); 邮友小王 applies to 代理人小陈 as default, 小陈
 * approves, which clears 老李's default; 邮友小王 reads the 流程 of the 老李 link and ends it.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');

let browser: Browser;
const errors: string[] = [];

const memberPage = (account: string) => memberLoggedIn(browser, account, errors);

const shot = (page: Page, name: string) =>
  database === 'pglite' ? page.screenshot({ path: join(shots, `agents-${name}.png`), fullPage: true }) : Promise.resolve();

/** The card of the link with `name` on the other side. */
const card = (page: Page, name: string) => page.getByTestId('agent-link').filter({ hasText: name });
const stateOf = (page: Page, name: string) => card(page, name).getByTestId('agent-link-state');

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('delivery agents in the browser', () => {
  it('an application approved by the agent, a second agent made the default, the first link ended', async () => {
    const laoli = await memberPage('代理人老李');
    // The application reached him as a message: the bell's count, then the message centre.
    await expect.poll(() => laoli.getByTestId('unread-badge').textContent(), { timeout: 10_000 }).toBe('3');
    await laoli.getByRole('banner').getByRole('link', { name: /^消息/ }).click();
    await laoli.waitForURL('**/person/message');
    const message = laoli.getByTestId('inbox-message').first();
    await message.getByRole('button', { name: '新的代理申请' }).click();
    expect(await message.getByTestId('inbox-content').textContent()).toBe('邮友小王申请您作为交割代理人，请在「代理系统 › 代理申请」中审核。');
    await expect.poll(() => laoli.getByTestId('unread-badge').textContent()).toBe('2');
    await shot(laoli, '0-message');
    // The header's agent tab takes an agent to the agent variant.
    await laoli.getByRole('banner').getByRole('link', { name: '代理系统' }).click();
    await laoli.waitForURL('**/agents/agent/apply');
    await expect.poll(() => stateOf(laoli, '邮友小王').textContent(), { timeout: 10_000 }).toBe('待审核');
    await shot(laoli, '1-review');
    await card(laoli, '邮友小王').getByRole('button', { name: '通过' }).click();
    await expect.poll(() => stateOf(laoli, '邮友小王').textContent()).toBe('默认代理');
    // The agent may end the link but not change the member's default.
    expect(await card(laoli, '邮友小王').getByRole('button').allTextContents()).toEqual(['解除代理', '查看流程图']);

    const wang = await memberPage('邮友小王');
    await wang.goto('/agents/default/apply');
    await expect.poll(() => stateOf(wang, '代理人老李').textContent(), { timeout: 10_000 }).toBe('默认代理');
    await wang.getByRole('button', { name: '申请代理' }).click();
    const dialog = wang.getByRole('dialog', { name: '申请代理' });
    await dialog.getByPlaceholder('输入代理人用户名').fill('小陈');
    await dialog.getByRole('radio', { name: /代理人小陈/ }).click();
    // A required note: cleared, the dialog says so and sends nothing.
    const note = dialog.getByLabel('申请说明');
    const politeRequest = await note.inputValue();
    expect(politeRequest).toContain('交割代理人');
    await note.fill('');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('请填写申请说明');
    await note.fill(politeRequest);
    await dialog.getByText('审核通过后设为默认代理').click();
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => stateOf(wang, '代理人小陈').textContent()).toBe('待审核');
    expect(await card(wang, '代理人小陈').getByRole('button').allTextContents()).toEqual(['撤回申请', '查看流程图']);
    await shot(wang, '2-applied');

    const chen = await memberPage('代理人小陈');
    await chen.goto('/agents/agent/apply');
    await card(chen, '邮友小王').getByRole('button', { name: '通过' }).click();
    await expect.poll(() => stateOf(chen, '邮友小王').textContent()).toBe('默认代理');

    // 我的代理: 小陈 is the default now; 老李 was cleared by the server, and his link's 流程 says so.
    await wang.goto('/agents/default/agents');
    await expect.poll(() => stateOf(wang, '代理人小陈').textContent(), { timeout: 10_000 }).toBe('默认代理');
    await expect.poll(() => stateOf(wang, '代理人老李').textContent()).toBe('生效中');
    const laoliCard = card(wang, '代理人老李');
    await laoliCard.getByRole('button', { name: '查看流程图' }).click();
    const process = laoliCard.getByTestId('lifecycle-process');
    const diagram = process.getByTestId('machine-diagram');
    await diagram.waitFor({ timeout: 20_000 });
    expect(await process.getByTestId('replay-check').textContent()).toBe('按记录回放与当前状态一致');
    // The machine's names are the auditors' view (members see 操作 in Chinese only).
    await process.getByRole('button', { name: '显示状态机名称' }).click();
    const timeline = await process.getByTestId('process-timeline').locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((c) => c.textContent)),
    );
    expect(timeline.map((cells) => [cells[0], cells[2], cells[4]])).toEqual([
      ['#0', '会员 邮友小王', 'agent.applied'],
      ['#1', '代理人 代理人老李', 'agent.approve'],
      ['#2', '系统', 'agent.defaultCleared'],
    ]);
    await process.getByRole('button', { name: '显示中文名称' }).click();
    const taken = () => diagram.locator('[data-taken]').evaluateAll((edges) => edges.flatMap((e) => e.getAttribute('data-taken')!.split(' ')).map(Number).sort());
    await expect.poll(taken, { timeout: 20_000 }).toEqual([1, 2]);
    await diagram.scrollIntoViewIfNeeded();
    await shot(wang, '3-process');

    await laoliCard.getByRole('button', { name: '解除代理' }).click();
    const confirm = wang.getByRole('dialog', { name: '解除代理' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await confirm.waitFor({ state: 'detached' });
    // 我的代理 lists active links: 老李 is gone, 小陈 stays the default.
    await expect.poll(() => card(wang, '代理人老李').count()).toBe(0);
    await wang.getByRole('tab', { name: '已结束' }).click();
    await expect.poll(() => stateOf(wang, '代理人老李').textContent()).toBe('已解除');
    await shot(wang, '4-ended');

    // Both approvals reached 邮友小王 as messages: all chosen and marked read, the bell empties; one deleted.
    await wang.goto('/person/message');
    await wang.getByRole('tab', { name: '代理消息' }).click();
    await expect.poll(() => wang.getByTestId('inbox-message').count(), { timeout: 10_000 }).toBe(2);
    const approvals = wang.getByTestId('inbox-message');
    expect(await approvals.getByRole('button').allTextContents()).toEqual(['代理申请已通过', '代理申请已通过']);
    // Reading one leaves the choice alone.
    await approvals.nth(0).locator('[data-part="control"]').click();
    await approvals.nth(1).getByRole('button').click();
    await approvals.nth(1).getByTestId('inbox-content').waitFor();
    await expect.poll(() => approvals.nth(0).getByRole('checkbox').isChecked()).toBe(true);
    await wang.getByText('全选本页').click();
    await wang.getByRole('button', { name: '标为已读', exact: true }).click();
    await wang.getByRole('tab', { name: '全部' }).click();
    const readAll = wang.getByRole('button', { name: '全部标为已读' });
    await readAll.click();
    await expect.poll(() => wang.getByTestId('unread-badge').count()).toBe(0);
    // Done once the button is no longer busy: its success clears the choice, so a box ticked before that is unticked.
    await expect.poll(() => readAll.getAttribute('data-loading')).toBeNull();
    const welcome = wang.getByRole('checkbox', { name: '选择 欢迎来到邮市' });
    await welcome.locator('..').click();
    await expect.poll(() => welcome.isChecked()).toBe(true);
    await wang.getByRole('button', { name: '删除' }).click();
    await wang.getByRole('dialog', { name: '删除消息' }).getByRole('button', { name: '确定删除' }).click();
    await expect.poll(() => wang.getByRole('button', { name: '欢迎来到邮市' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { journey } from './journey';
import { act, click, ensurePayPassword, expectState, openOrder, publishOffer, takeOffer, tap, withPayPassword, withShipment, type Press } from './trading';

/**
 * 交割代理 in the browser against the real server (issue 29, docs/adr/0044). 金陵藏家's default delivery agent is
 * 代理人小陈, at ¥5.00 an order (server/src/domain/agent-delivery/seed-agent-delivery.ts). 华夏邮社 publishes a T58 sell
 * offer on a desktop; 金陵藏家 takes it on a 390 x 844 phone, where the confirmation offers 代理人小陈 first with the fee,
 * and pays; the ¥5.00 leaves the balance at once. 华夏邮社 ships to the agent's address; 代理人小陈 signs for it, passes it
 * with a photo of what arrived (the fee reaches his balance), sees it in his stock, and forwards it; 金陵藏家 sees it
 * forwarded and receives the order. Screenshots: tests/e2e/screenshots/agent-delivery-*.png.
 */
const { phone: phoneOf, desktop: desktopOf, memberOn, checkPage, shot, expectNoErrors } = journey('agent-delivery');
const buyerName = '金陵藏家';
const sellerName = '华夏邮社';
const agentName = '代理人小陈';

/** The member's balance in fen, as the server has it (asked with the page's session). */
async function balanceOf(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const res = await fetch(`${baseUrl()}/api/bond/account`, { headers: { token } });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

/** A photo of what arrived (a JPEG, as a phone camera sends). */
const parcelPhoto = async () => ({
  name: 'arrived.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 178, g: 34, b: 34 } } }).jpeg().toBuffer(),
});

const deliveryState = (page: Page) => page.getByTestId('agent-delivery-state');

/** Presses one of the delivery's actions, fills its dialog and confirms it with `confirm`. */
async function deliveryAct(page: Page, label: string, confirm: string, fill?: (dialog: Locator) => Promise<unknown>, press: Press = click) {
  await press(page.getByRole('region', { name: '代理交割详情' }).getByRole('button', { name: label, exact: true }));
  const dialog = page.getByRole('dialog', { name: label });
  if (fill) await fill(dialog);
  await press(dialog.getByRole('button', { name: confirm }));
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join('tests', 'e2e', '.artifacts', `agent-${label}-failed.png`), fullPage: true });
    throw error;
  });
}

describe('delivery through an agent', () => {
  it('an order delivered through the buyer’s agent, who signs for it, inspects it with a photo and forwards it', async () => {
    const desktop = await desktopOf();
    const seller = await memberOn(desktop, sellerName);
    const listingId = await publishOffer(seller, '66.00');

    // 金陵藏家 takes it on a phone: the default agent is offered first, with the fee and the total, before confirming.
    const phone = await phoneOf();
    const buyer = await memberOn(phone, buyerName);
    await ensurePayPassword(buyer);
    const buyerBefore = await balanceOf(buyer);
    const orderId = await takeOffer(buyer, listingId, {
      seller: sellerName,
      press: tap,
      beforeConfirm: async () => {
        const basket = buyer.getByRole('dialog', { name: '扫货篮' });
        const choice = basket.getByLabel('交割代理');
        await expect.poll(() => choice.locator('option:checked').textContent(), { timeout: 10_000 }).toContain(agentName);
        expect(await basket.getByTestId('basket-agent-fee').textContent()).toContain('代理费 ¥5.00 × 1 单 = ¥5.00');
        await checkPage(buyer);
        await shot(buyer, 'confirm-phone');
      },
    });
    expect(await balanceOf(buyer)).toBe(buyerBefore - 500);
    await act(buyer, '立即付款', withPayPassword, tap);
    await expectState(buyer, '待发货');
    expect(await buyer.getByTestId('order-agent-delivery').textContent()).toBe(`${agentName}（买方代理），待到货`);
    expect(await balanceOf(buyer)).toBe(buyerBefore - 500 - 6600);

    // The seller ships to the agent's address (the order shows it, and whose agent it is, without a link).
    await openOrder(seller, orderId);
    expect(await seller.getByTestId('order-agent-delivery').textContent()).toBe(`${agentName}（买方代理），待到货`);
    expect(await seller.getByText(/湖南路88号/).count()).toBeGreaterThan(0);
    await act(seller, '发货', withShipment);
    await expectState(seller, '待收货');

    // The agent signs for it and passes it with a photo; the fee reaches his balance.
    const agentContext = await desktopOf();
    const agent = await memberOn(agentContext, agentName);
    const agentBefore = await balanceOf(agent);
    await agent.goto('/agents/agent/order');
    const card = agent.getByTestId('agent-delivery').filter({ hasText: String(orderId) });
    await card.waitFor({ timeout: 10_000 });
    await checkPage(agent);
    await click(card.getByRole('link', { name: /查看代理订单/ }));
    await agent.waitForURL(/\/agents\/agent\/stock-detail\?id=\d+/, { timeout: 10_000 });
    const deliveryId = Number(new URL(agent.url()).searchParams.get('id'));
    await expect.poll(() => deliveryState(agent).textContent(), { timeout: 10_000 }).toBe('待到货');
    expect(await agent.getByText(/SF1234567890/).count()).toBeGreaterThan(0);
    await deliveryAct(agent, '签收', '确认签收');
    await expect.poll(() => deliveryState(agent).textContent(), { timeout: 10_000 }).toBe('已到货待验货');
    await deliveryAct(agent, '验货通过', '提交验货', async (dialog) => {
      await dialog.getByLabel(/核对数量/).fill('1');
      await dialog.getByLabel('上传验货照片').setInputFiles(await parcelPhoto());
      // Kept once uploaded: the field counts it (1/9).
      await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toMatch(/1\/9/);
    });
    await expect.poll(() => deliveryState(agent).textContent(), { timeout: 10_000 }).toBe('验货通过待转寄');
    expect(await balanceOf(agent)).toBe(agentBefore + 500);
    await checkPage(agent);
    await shot(agent, 'inspected-desktop');

    // It is in his stock until he sends it on.
    await agent.goto('/agents/agent/stock');
    await agent.getByTestId('agent-delivery').filter({ hasText: String(orderId) }).waitFor({ timeout: 10_000 });
    await checkPage(agent);
    await shot(agent, 'stock-desktop');
    await agent.goto(`/agents/agent/stock-detail?id=${deliveryId}`);
    await deliveryAct(agent, '转寄', '确认转寄', withShipment);
    await expect.poll(() => deliveryState(agent).textContent(), { timeout: 10_000 }).toBe('已转寄');

    // The buyer sees it forwarded, with its 流程, and receives the order.
    await buyer.goto(`/agents/default/stock-detail?id=${deliveryId}`);
    await expect.poll(() => deliveryState(buyer).textContent(), { timeout: 10_000 }).toBe('已转寄');
    await buyer.getByRole('region', { name: '流程' }).waitFor({ timeout: 10_000 });
    await checkPage(buyer);
    await shot(buyer, 'forwarded-phone');

    // Its fee from the detail: 支付 for this delivery only, held from the buyer and then paid to the agent.
    await buyer.getByRole('link', { name: '代理费记录' }).tap();
    await buyer.waitForURL(new RegExp(`/agents/default/pay\\?deliveryId=${deliveryId}$`), { timeout: 10_000 });
    await buyer.getByText(`代理交割 ${deliveryId} 的代理费记录`).waitFor({ timeout: 10_000 });
    const moves = buyer.getByTestId('agent-fee-move');
    await expect.poll(() => moves.count(), { timeout: 10_000 }).toBe(2);
    const kinds = (await moves.allTextContents()).map((text) => (/预付托管|支付代理人/.exec(text) ?? ['?'])[0]).sort();
    expect(kinds).toEqual(['支付代理人', '预付托管']);
    expect(await moves.filter({ hasText: '预付托管' }).textContent()).toContain('-¥5.00');
    await checkPage(buyer);
    await openOrder(buyer, orderId);
    await act(buyer, '确认收货', withPayPassword, tap);
    await buyer.waitForURL(/\/person\/order\/success\/\d+/);
    await buyer.getByTestId('trade-success').waitFor();
    await openOrder(buyer, orderId);
    await expectState(buyer, '待评价');
    expect(await balanceOf(buyer)).toBe(buyerBefore - 500 - 6600);

    expectNoErrors();
    await phone.close();
    await desktop.close();
    await agentContext.close();
  });
});

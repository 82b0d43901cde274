import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from './browser';
import { act, expectState, memberPage as memberPageOf, openOrder, payPassword, publishOffer, takeOffer as takeOfferOf, withPayPassword, withShipment } from './trading';
import { eventLabelOf } from '../../src/machines/lifecycle';
import { orderMachine } from '../../src/machines/order.machine';
import { payPasswordLockedPattern, payPasswordWrongLeft } from '../server/pay-password-messages';

/**
 * Trading as two members see it, each in their own browser context against the real server: the seller publishes,
 * the buyer takes the offer with the scan basket and pays, the seller ships, the buyer receives, both evaluate; then
 * a cancellation, a refund with a return and an offline trade. The order detail is screenshotted at each step
 * (tests/e2e/screenshots/trade-*.png). Members not used by foundation.e2e.test.ts, whose passwords it changes.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');

let browser: Browser;
let seller: Page;
let buyer: Page;
const errors: string[] = [];

const shot = (page: Page, name: string) =>
  database === 'pglite' ? page.screenshot({ path: join(shots, `trade-${name}.png`), fullPage: true }) : Promise.resolve();

const memberPage = (account: string) => memberPageOf(browser, account, errors);
const takeOffer = (page: Page, listingId: number, tradeWay: string) => takeOfferOf(page, listingId, { tradeWay, seller: '金陵藏家' });

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
  seller = await memberPage('金陵藏家');
  buyer = await memberPage('华夏邮社');
});
afterAll(async () => browser?.close());

describe('trading between two members in the browser', () => {
  let listing: number;

  it('an online trade: publish, scan basket, pay, ship, receive, evaluate', async () => {
    listing = await publishOffer(seller, '150', '3');
    const orderId = await takeOffer(buyer, listing, '担保交易（线上付款）');
    await expectState(buyer, '待付款');
    // The seller is not offered the buyer's actions: only what the machine accepts from the seller now.
    await openOrder(seller, orderId);
    expect(await seller.getByRole('button', { name: '立即付款' }).count()).toBe(0);
    await shot(buyer, '1-awaiting-payment');

    await act(buyer, '立即付款', withPayPassword);
    await expectState(buyer, '待发货');
    await shot(buyer, '2-paid');

    await openOrder(seller, orderId);
    await act(seller, '发货', withShipment);
    await expectState(seller, '待收货');
    await shot(seller, '3-shipped');

    await openOrder(buyer, orderId);
    await act(buyer, '确认收货', withPayPassword);
    // Receipt confirmed: the trade-success page, then back to the order to evaluate.
    await buyer.waitForURL(/\/person\/order\/success\/\d+/);
    await buyer.getByTestId('trade-success').waitFor();
    await openOrder(buyer, orderId);
    await expectState(buyer, '待评价');
    await act(buyer, '评价', async (d) => d.getByLabel('评价内容').fill('品相完美，发货很快'));
    await openOrder(seller, orderId);
    await act(seller, '评价', async (d) => d.getByLabel('评价内容').fill('爽快的买家'));
    await expectState(seller, '已评价');
    await openOrder(buyer, orderId);
    await buyer.getByTestId('order-detail').getByText('品相完美，发货很快').waitFor({ timeout: 10_000 });
    await shot(buyer, '4-evaluated');
  });

  it('a cancellation before shipment: the buyer applies, the seller agrees', async () => {
    const orderId = await takeOffer(buyer, listing, '担保交易（线上付款）');
    await act(buyer, '立即付款', withPayPassword);
    await act(buyer, '申请取消订单', async (d) => d.getByLabel('取消原因').selectOption('拍错了/不想要了'));
    await expectState(buyer, '取消申请中');
    await openOrder(seller, orderId);
    await shot(seller, '5-cancel-requested');
    await act(seller, '同意取消');
    await expectState(seller, '已取消');
    await shot(seller, '6-cancelled');
  });

  it('a refund with a return: apply, confirm, ship back, refund', async () => {
    const orderId = await takeOffer(buyer, listing, '担保交易（线上付款）');
    await act(buyer, '立即付款', withPayPassword);
    await openOrder(seller, orderId);
    await act(seller, '发货', withShipment);
    await openOrder(buyer, orderId);
    // The refund application is a page of its own (/person/order/refund/{id}), reached from the order's actions.
    await buyer.getByTestId('order-actions').getByRole('link', { name: '申请退款' }).click();
    const refund = buyer.getByRole('form', { name: '申请退款' });
    await refund.getByLabel('退款原因').selectOption('品相与描述不符');
    await refund.getByRole('button', { name: '提交退款申请' }).click();
    await buyer.waitForURL(/\/person\/order\/detail\/\d+/);
    await expectState(buyer, '退款申请中');
    await openOrder(seller, orderId);
    await act(seller, '同意退款申请');
    await expectState(seller, '待退货');
    await openOrder(buyer, orderId);
    await act(buyer, '填写退货物流', withShipment);
    await expectState(buyer, '退货已发出');
    await shot(buyer, '7-return-shipped');
    await openOrder(seller, orderId);
    await act(seller, '确认收到退货并退款');
    await expectState(seller, '已退款');
    await shot(seller, '8-refunded');

    // The 流程 view: the order's path on its machine, numbered as its timeline.
    await seller.getByRole('button', { name: '查看流程图' }).click();
    const process = seller.getByTestId('lifecycle-process');
    const diagram = process.getByTestId('machine-diagram');
    await diagram.waitFor({ timeout: 20_000 });
    expect(await process.getByTestId('replay-check').textContent()).toBe('按记录回放与当前状态一致');
    // Members read Chinese at normal size: no machine name in the timeline, the diagram's text at least 12 px.
    const rows = () =>
      process.getByTestId('process-timeline').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent!)));
    const memberRows = await rows();
    expect(memberRows.every((cells) => cells.length === 4 && !cells.some((c) => /^[a-z]+\.[a-zA-Z]+$/.test(c)))).toBe(true);
    const smallest = await diagram.locator('.edgeLabel, .nodeLabel').evaluateAll((labels) =>
      Math.min(...labels.filter((l) => l.textContent).map((l) => l.getBoundingClientRect().height)),
    );
    expect(smallest).toBeGreaterThanOrEqual(12);
    const labels = await diagram.locator('.edgeLabel').allTextContents();
    const taken = await diagram.locator('[data-taken]').evaluateAll((edges) => edges.map((e) => e.getAttribute('data-taken')!));
    await diagram.scrollIntoViewIfNeeded();
    await shot(seller, '10-refund-process');
    // Auditors switch to the machine's names: the timeline gains its 事件 column, the diagram its names.
    await process.getByRole('button', { name: '显示状态机名称' }).click();
    const timeline = (await rows()).map((cells) => [cells[0], cells[4]]);
    const steps = timeline.filter(([step]) => step !== '#0');
    expect(steps.map(([, event]) => event)).toEqual(['order.pay', 'order.ship', 'refund.apply', 'refund.confirm', 'refund.ship', 'refund.refund']);
    // Every step is drawn: a red edge carrying its number, labelled with its event.
    expect(taken.flatMap((t) => t.split(' ')).map(Number).sort((x, y) => x - y)).toEqual(steps.map((_, i) => i + 1));
    // Members read it in Chinese: each numbered edge carried the machine's own name for its event (付款, 发货...).
    for (const [step, event] of steps) {
      const chinese = eventLabelOf(orderMachine, event!);
      expect(labels.some((l) => l.includes(step!) && l.includes(chinese)), `${step} ${chinese}`).toBe(true);
      expect(labels.some((l) => l.includes(event!)), `${event} is the auditors' name`).toBe(false);
    }
    await expect.poll(async () => (await diagram.locator('.edgeLabel').allTextContents()).some((l) => l.includes('refund.confirm')), { timeout: 20_000 }).toBe(true);
    await process.getByRole('button', { name: '显示中文名称' }).click();
  });

  it('an offline trade: both sides confirm it completed', async () => {
    const offline = await publishOffer(seller, '88', '1', true);
    const orderId = await takeOffer(buyer, offline, '线下交易');
    await expectState(buyer, '待双方确认');
    await act(buyer, '确认交易完成');
    await openOrder(seller, orderId);
    await act(seller, '确认交易完成');
    await expectState(seller, '交易成功');
    await shot(seller, '9-offline-completed');
    expect(errors).toEqual([]);
  });

  // Last: it locks the buyer's payment password for 3 hours (docs/adr/0016).
  it('a wrong payment password is refused five times, then locked even for the right one; the order stays unpaid', async () => {
    const offer = await publishOffer(seller, '66', '1');
    const orderId = await takeOffer(buyer, offer, '担保交易（线上付款）');
    await expectState(buyer, '待付款');
    const seen = errors.length;
    await buyer.getByTestId('order-actions').getByRole('button', { name: '立即付款' }).click();
    const dialog = buyer.getByRole('dialog', { name: '立即付款' });
    // Each wrong try says how many are left; the fifth locks it, naming until when (docs/adr/0034).
    for (const [guess, answer] of [
      ...['111111', '222222', '333333', '444444'].map((g, i) => [g, payPasswordWrongLeft(4 - i)] as const),
      ['555555', payPasswordLockedPattern] as const,
      [payPassword, payPasswordLockedPattern] as const,
    ]) {
      await dialog.getByLabel('支付密码').fill(guess);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(answer);
      // Wait for the next try until the dialog is ready again (its button is not busy).
      await expect.poll(() => dialog.getByRole('button', { name: '确定' }).isEnabled()).toBe(true);
    }
    await shot(buyer, '10-pay-password-locked');
    // The way out is in the dialog: 忘记支付密码？ leads to 找回支付密码.
    expect(await dialog.getByRole('link', { name: '忘记支付密码？' }).getAttribute('href')).toBe('/person/dashboard#pay-password-recovery');
    await openOrder(buyer, orderId);
    await expectState(buyer, '待付款');
    // Chromium logs each refused call (400, then 429) as a failed resource; nothing else went wrong.
    expect(errors.slice(seen).filter((e) => !/status of (400|429)/.test(e))).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, getSmsCode, launch, memberLoggedIn, openPage } from './browser';
import { dialogSettled } from './phone-sweep';

/**
 * A new member's own account, as they and the people around them see it (issue 13). A visitor registers (level 1),
 * tries to publish and is sent to authenticate by the go-authentication prompt, submits a personal authentication
 * with photos of the identity card, platform staff (平台客服) approve it on the staff page, and the member (now level
 * 2, who may buy but not sell) publishes a first buy offer. Then 待认证用户 (level 1, verified phone) takes the same
 * road from the login's third step (去认证), adds an address with an SMS code, publishes a buy offer, and a seller
 * (金陵藏家) who takes it sees the address on the order before shipping. Two members: the SMS provider sends one code
 * per phone per minute, and registering and saving an address each need one. Screenshots of /person,
 * /person/authentication and the address form go to tests/e2e/screenshots/account-*.png.
 */
const shots = join('tests', 'e2e', 'screenshots');
const database = inject('database');
const shot = (page: Page, name: string) =>
  database === 'pglite' ? page.screenshot({ path: join(shots, `account-${name}.png`), fullPage: true }) : Promise.resolve();

let browser: Browser;
const errors: string[] = [];
let photos: { front: string; back: string };

/** Two small photos for the identity card's sides (any real image: the development OCR reads nothing). */
async function identityPhotos(): Promise<{ front: string; back: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'youshi-id-'));
  const photo = async (name: string, colour: { r: number; g: number; b: number }) => {
    const path = join(dir, name);
    writeFileSync(path, await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).jpeg().toBuffer());
    return path;
  };
  return { front: await photo('front.jpg', { r: 220, g: 230, b: 240 }), back: await photo('back.jpg', { r: 240, g: 220, b: 200 }) };
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
  photos = await identityPhotos();
});
afterAll(async () => browser?.close());

/** A member in a browser context of their own. */
async function newMemberPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  return (await openPage(context, errors)).page;
}

/** Fills and submits the personal authentication form (a wrong id number first: refused beside its field). */
async function submitAuthentication(member: Page, screenshot: boolean) {
  const form = member.getByRole('form', { name: '个人认证' });
  await form.getByLabel('真实姓名').fill('李明华');
  await form.getByLabel('身份证号码').fill('110105194912310021');
  await form.getByRole('button', { name: '提交认证' }).click();
  await form.getByText('身份证号码格式不正确').waitFor({ timeout: 10_000 });
  await form.getByLabel('身份证号码').fill('11010519491231002X');
  await form.locator('input[type=file][aria-label="身份证正面照片"]').setInputFiles(photos.front);
  await form.locator('input[type=file][aria-label="身份证反面照片"]').setInputFiles(photos.back);
  await expect.poll(() => form.getByText('已上传').count(), { timeout: 15_000 }).toBe(2);
  if (screenshot) await shot(member, 'authentication-form');
  await form.getByRole('button', { name: '提交认证' }).click();
  await authentication(member).getByText('审核中').first().waitFor({ timeout: 10_000 });
}

const authentication = (page: Page) => page.getByRole('region', { name: '实名认证' });

/** Platform staff approve the member's application on the staff page, with the photos in front of them. */
async function approveAsStaff(userName: string) {
  const staff = await memberLoggedIn(browser, '平台客服', errors);
  await staff.goto('/staff/authentications');
  const row = staff.getByRole('region', { name: '实名认证审核' }).getByRole('row').filter({ hasText: userName }).first();
  await row.getByRole('link', { name: '审核' }).click();
  const review = staff.getByRole('region', { name: '审核详情' });
  await review.getByText('李明华').first().waitFor();
  await expect.poll(() => review.getByRole('img').count(), { timeout: 10_000 }).toBe(2);
  // A photo pressed opens at full size in the image viewer, to read the card's small print.
  await review.getByRole('button', { name: '放大查看身份证正面' }).click();
  const viewer = staff.getByRole('dialog', { name: /^查看图片/ });
  await viewer.getByRole('img', { name: '身份证正面' }).waitFor({ timeout: 10_000 });
  expect(await dialogSettled(staff)).toBe(true);
  await shot(staff, 'authentication-photo-enlarged');
  await viewer.getByRole('button', { name: '关闭' }).click();
  await viewer.waitFor({ state: 'hidden' });
  await review.getByRole('button', { name: '通过' }).click();
  await review.getByText('已认证').first().waitFor({ timeout: 10_000 });
  await staff.context().close();
}

/** Publishes a buy offer of T58 (2 at 120 yuan) and returns its id. */
async function publishBuyOffer(member: Page): Promise<number> {
  await member.goto('/publish');
  const publish = member.getByTestId('publish-form');
  await publish.getByLabel('筛选邮品').fill('T58');
  await publish.getByLabel('邮品', { exact: true }).selectOption({ label: '1981年 T58 辛酉年鸡票（单枚，枚）' });
  await publish.getByLabel('单价（元）').fill('120');
  await publish.getByLabel('数量').fill('2');
  await publish.getByRole('button', { name: '发布' }).click();
  await member.waitForURL(/\/trade\/\d+$/, { timeout: 10_000 });
  return Number(/\/trade\/(\d+)$/.exec(member.url())![1]);
}

const onlyProbing404s = () => errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[34]/.test(e));

describe('a new member’s account in the browser', () => {
  it('a visitor registers, is led to authenticate, is approved by staff and publishes a first buy offer', async () => {
    const member = await newMemberPage();
    const phone = `137${String(Date.now()).slice(-8)}`;
    const userName = `新邮友${phone.slice(-4)}`;
    await member.goto('/register');
    const register = member.getByRole('form', { name: '注册' });
    await register.getByLabel('手机号', { exact: true }).fill(phone);
    await register.getByLabel('验证码').fill(await getSmsCode(member, phone));
    await register.getByLabel('用户名').fill(userName);
    await register.getByLabel('密码', { exact: true }).fill('newpass123');
    await register.getByLabel('确认密码').fill('newpass123');
    await register.getByText('我已阅读并同意').click();
    await register.getByRole('button', { name: '注册' }).click();
    await member.waitForURL('**/index');
    await member.getByRole('banner').getByText(userName).first().waitFor();

    // A level-1 member may not publish yet: the go-authentication prompt leads to the form.
    await member.getByRole('navigation', { name: '快捷菜单' }).getByRole('button', { name: '发布求购' }).click();
    await member.getByRole('dialog', { name: '实名认证' }).getByRole('button', { name: '去认证' }).click();
    await member.waitForURL('**/person/authentication');
    await submitAuthentication(member, true);
    await approveAsStaff(userName);

    await member.goto('/person/authentication');
    await authentication(member).getByText('已认证').first().waitFor({ timeout: 10_000 });
    expect(await authentication(member).getByText('110105********002X').count()).toBeGreaterThan(0);
    await shot(member, 'authentication-approved');
    await member.goto('/person');
    await member.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`).first().waitFor();
    await shot(member, 'profile');
    expect(await publishBuyOffer(member)).toBeGreaterThan(0);
    expect(onlyProbing404s()).toEqual([]);
    await member.context().close();
  }, 120_000);

  it('a level-1 member authenticates from the login, adds an address, publishes; the seller sees the address', async () => {
    const member = await newMemberPage();
    await member.goto('/index');
    await member.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const login = member.getByRole('dialog', { name: '登录' });
    await login.getByLabel('用户名/手机号').fill('待认证用户');
    await login.getByLabel('密码', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: '登录' }).click();
    await login.getByRole('button', { name: '去认证' }).click();
    await member.waitForURL('**/person/authentication');
    await submitAuthentication(member, false);
    await approveAsStaff('待认证用户');

    // An address, proven with a code sent to the member's own phone.
    const phone = '13800000008';
    await member.goto('/person/dashboard');
    await member.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = member.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByLabel('收货人').fill('李明华');
    await dialog.getByLabel('手机号码').fill(phone);
    await dialog.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
    await dialog.getByRole('combobox', { name: '城市' }).selectOption({ label: '南京市' });
    await dialog.getByRole('combobox', { name: '区县' }).selectOption({ label: '玄武区' });
    await dialog.getByLabel('详细地址').fill('珠江路88号新世界中心A座1201室');
    await dialog.getByLabel('验证码').fill(await getSmsCode(member, phone));
    await shot(member, 'address-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await member.getByText('珠江路88号新世界中心A座1201室').first().waitFor();
    const listingId = await publishBuyOffer(member);

    // A seller takes it with the scan basket and sees where to ship on the order.
    const seller = await memberLoggedIn(browser, '金陵藏家', errors);
    await seller.goto(`/trade/${listingId}`);
    await seller.getByTestId('listing-detail').getByRole('button', { name: '加入扫货篮' }).click();
    const basket = seller.getByRole('dialog', { name: '扫货篮' });
    const item = basket.getByRole('row').filter({ hasText: '辛酉年鸡票' }).filter({ hasText: '待认证用户' }).last();
    await item.waitFor();
    await item.locator('[data-part="control"]').click();
    await basket.getByLabel('支付方式').selectOption({ label: '担保交易（线上付款）' });
    await basket.getByLabel('交收方式').selectOption({ label: '快递' });
    await basket.getByRole('button', { name: '确认扫货' }).click();
    await seller.getByRole('dialog', { name: '扫货结果' }).getByRole('button', { name: '查看订单' }).first().click();
    await seller.waitForURL(/\/person\/order\/detail\/\d+/);
    const address = seller.getByTestId('order-address-收货地址');
    await expect.poll(() => address.textContent(), { timeout: 10_000 }).toBe(`江苏省 南京市 玄武区 珠江路88号新世界中心A座1201室 李明华 ${phone}`);
    await shot(seller, 'order-address');
    expect(onlyProbing404s()).toEqual([]);
  }, 120_000);
});

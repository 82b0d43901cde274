import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import type { ProfileDetails } from '../../src/api/contracts/profile';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';
import { imageFile } from './image-files';

/**
 * 个人资料 (/person): the member's card (masked phone, level, verification, balances), the fields the member edits
 * (checked before anything is sent), the avatar sent as multipart, and the phone changed with two codes.
 */
interface FakeProfile {
  profile: ProfileDetails;
  /**
   * Every POST: its path and body; a multipart body as its file part's type (jsdom's File reaches Node's fetch without
   * its name and bytes, so only the part and its type can be checked here; the server tests check real files).
   */
  posts: { path: string; body: unknown }[];
}

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const avatarKey = 'AAAAAAAAAAAAAAAAAAAAAAAA.webp';

function handlers(s: FakeProfile) {
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname;
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const file = (await request.formData()).get('file') as File;
      s.posts.push({ path, body: { file: file.type } });
    } else s.posts.push({ path, body: JSON.parse((await request.text()) || '{}') as unknown });
  };
  return [
    http.get('*/api/userinfo/profile', () => envelope(s.profile)),
    http.get('*/api/creditLine/info', () =>
      envelope({ buyCreditLine: 0, buyCreditLineRemain: 0, sellCreditLine: 0, sellCreditLineRemain: 0, orderCreditLine: 5_000_000, orderCreditLineRemain: 4_987_650 }),
    ),
    http.post('*/api/userinfo/:call', async ({ request, params }) => {
      await record(request);
      if (params.call === 'checkModifyPhone') return envelope({ ticket: 'ticket-1' });
      if (params.call === 'modifyPicture') return envelope({ url: `/uploads/${avatarKey}` });
      if (params.call === 'modifyActiveCity') s.profile = { ...s.profile, activeCity: '南京' };
      return envelope(null);
    }),
    http.post('*/api/upload/userImage', async ({ request }) => {
      await record(request);
      return envelope({ key: avatarKey, url: `/uploads/${avatarKey}`, width: 400, height: 400 });
    }),
    http.post('*/api/login/sendCode', async ({ request }) => {
      await record(request);
      return envelope(null);
    }),
  ];
}

const { api, state: fake } = useFakeServer((): FakeProfile => ({ profile: { activeCity: null, alipayAccount: 'zhou@example.com', creditScore: 12 }, posts: [] }), handlers);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());

const loading = { timeout: 8000 };
const basics = async () => within(await screen.findByRole('region', { name: '基本资料' }, loading));

it('shows the member’s card: masked phone, level, verification, balances, and where to authenticate', async () => {
  renderAppAt('/person');
  const card = within(await screen.findByLabelText('会员名片', {}, loading));
  expect(card.getByRole('heading', { name: '集邮新人' })).toBeInTheDocument();
  expect(card.getByTestId('profile-phone')).toHaveTextContent('138****0001（已验证）');
  expect(card.getByText('未认证')).toBeInTheDocument();
  expect(card.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/person/authentication');
  expect(card.getByRole('link', { name: '账户安全' })).toHaveAttribute('href', '/person/dashboard');
  const money = within(screen.getByRole('region', { name: '资产与信用' }));
  expect(await money.findByText('50,000.00', {}, loading)).toBeInTheDocument();
  expect(money.getByText('1200')).toBeInTheDocument();
  expect(await money.findByText('12', {}, loading)).toBeInTheDocument();
  expect((await basics()).getByText('z***@example.com')).toBeInTheDocument();
});

it('links the deal count to the deals it counts, and shows the trade line as /person/credit computes it (issue 25)', async () => {
  renderAppAt('/person');
  const card = within(await screen.findByLabelText('会员名片', {}, loading));
  expect(card.getByRole('link', { name: /笔$/ })).toHaveAttribute('href', '/transaction');
  const money = within(screen.getByRole('region', { name: '资产与信用' }));
  expect(await money.findByText('49,876.50', {}, loading)).toBeInTheDocument();
  expect(money.getByRole('link', { name: '我的信用额度' })).toHaveAttribute('href', '/person/credit');
});

it('checks a field before sending it, then saves it', async () => {
  const u = userEvent.setup();
  renderAppAt('/person');
  const fields = await basics();
  await u.click((await fields.findAllByRole('button', { name: '修改' }, loading))[1]!); // 常驻城市
  const city = within(fields.getByRole('form', { name: '常驻城市' }));
  await u.type(city.getByRole('textbox', { name: '常驻城市' }), '宁');
  await u.click(city.getByRole('button', { name: '保存' }));
  expect(await city.findByRole('alert', {}, loading)).toHaveTextContent(messages.enterActiveCity);
  expect(fake.posts).toEqual([]);
  await u.type(city.getByRole('textbox', { name: '常驻城市' }), '波');
  await u.click(city.getByRole('button', { name: '保存' }));
  expect(await fields.findByText('南京', {}, loading)).toBeInTheDocument();
  expect(fake.posts).toEqual([{ path: '/api/userinfo/modifyActiveCity', body: { activeCity: '宁波' } }]);
});

it('sends the chosen avatar as multipart, then makes it the avatar; a picture over 5 MB is refused unsent', async () => {
  const u = userEvent.setup();
  renderAppAt('/person');
  const input = await screen.findByLabelText('选择头像图片', {}, loading);
  await u.upload(input, imageFile('big.jpg', { type: 'image/jpeg', size: 6 * 1024 * 1024 }));
  expect(await screen.findByText(messages.imageTooLarge, {}, loading)).toBeInTheDocument();
  expect(fake.posts).toEqual([]);
  await u.upload(input, imageFile('me.png'));
  await waitFor(() => expect(fake.posts).toHaveLength(2), loading);
  expect(fake.posts).toEqual([
    { path: '/api/upload/userImage', body: { file: 'image/png' } },
    { path: '/api/userinfo/modifyPicture', body: { key: avatarKey } },
  ]);
});

it('changes the phone in two steps: a code to the bound phone, then the new phone and its code', async () => {
  const u = userEvent.setup();
  renderAppAt('/person');
  await u.click(await (await basics()).findByRole('button', { name: '修改手机号' }, loading));
  const dialog = within(await screen.findByRole('dialog', { name: '修改手机号' }, loading));
  expect(dialog.getByText('第1步：验证当前手机号 138****0001')).toBeInTheDocument();
  await waitFor(() => expect(dialog.getByLabelText('手机号', { exact: true })).toHaveValue('13800000001'), loading);
  const slide = async () => {
    const slider = await dialog.findByRole('slider', { name: '拖动滑块完成验证' }, loading);
    slider.focus();
    await u.keyboard('{End}');
    expect(await dialog.findByText('59秒后重发', {}, loading)).toBeInTheDocument();
  };
  await slide();
  await u.type(dialog.getByLabelText('验证码'), '111111');
  await u.click(dialog.getByRole('button', { name: '下一步' }));

  expect(await dialog.findByText('第2步：填写新手机号并验证', {}, loading)).toBeInTheDocument();
  expect(dialog.getByLabelText('手机号', { exact: true })).toHaveValue('');
  await u.type(dialog.getByLabelText('手机号', { exact: true }), '13900000202');
  await slide();
  await u.type(dialog.getByLabelText('验证码'), '222222');
  await u.click(dialog.getByRole('button', { name: '确认修改' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改手机号' })).toBeNull(), loading);
  expect(fake.posts).toEqual([
    { path: '/api/login/sendCode', body: expect.objectContaining({ phone: '13800000001', type: 'oldPhone' }) },
    { path: '/api/userinfo/checkModifyPhone', body: { code: '111111' } },
    { path: '/api/login/sendCode', body: expect.objectContaining({ phone: '13900000202', type: 'newPhone' }) },
    { path: '/api/userinfo/modifyPhone', body: { ticket: 'ticket-1', phone: '13900000202', code: '222222' } },
  ]);
  expect(await screen.findByText(messages.phoneModified, {}, loading)).toBeInTheDocument();
});

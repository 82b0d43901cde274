import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { shownRules } from './field-rules';
import { logIn, renderAppAt } from './render-app';

/**
 * 找回支付密码 on 账户安全 (/person/dashboard, docs/adr/0034): beside 修改支付密码, a dialog with the SMS code to the
 * bound phone and the login password (and, for an authenticated member, the ID number's last six). The form checks its
 * rules before anything is sent; the server's refusal, with the tries left, is shown; success closes it.
 */
interface FakeRecovery {
  posts: { path: string; body: unknown }[];
  /** The message the next recovery fails with (once). */
  fail: string | null;
}

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

function handlers(s: FakeRecovery) {
  const record = async (request: Request) => {
    const text = await request.text();
    s.posts.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : {} });
  };
  return [
    http.get('*/api/user/pwd/payment/isSet', () => envelope(true)),
    http.get('*/api/receiving/all', () => envelope([])),
    http.get('*/api/user/setting', () => envelope({ tradeAmount: true, creditDisclosure: false })),
    http.post('*/api/login/sendCode', async ({ request }) => {
      await record(request);
      return envelope(null);
    }),
    http.post('*/api/user/pwd/payment/recover/:way', async ({ request }) => {
      await record(request);
      if (s.fail) {
        const msg = s.fail;
        s.fail = null;
        return HttpResponse.json({ code: 400, msg, data: { triesLeft: 4 } }, { status: 400 });
      }
      return HttpResponse.json({ code: 200, msg: messages.payPasswordRecovered, data: null });
    }),
  ];
}

const { api, state: fake } = useFakeServer((): FakeRecovery => ({ posts: [], fail: null }), handlers);
afterEach(() => toaster.remove());

const loading = { timeout: 20_000 };

it('recovers by the SMS code and the login password: checked first, the refusal with the tries left, then success', async () => {
  logIn(api);
  const u = userEvent.setup();
  renderAppAt('/person/dashboard');
  const form = await screen.findByRole('form', { name: '支付密码' }, loading);
  expect(within(form).getByRole('heading', { name: '修改支付密码' })).toBeInTheDocument();
  await u.click(within(form).getByRole('button', { name: '找回支付密码' }));
  const dialog = within(await screen.findByRole('dialog', { name: '找回支付密码' }, loading));
  // Not authenticated: the SMS way alone, no tabs.
  expect(dialog.queryByRole('tablist')).toBeNull();
  const recoveryForm = dialog.getByRole('form', { name: '短信验证码找回' });
  const recovery = within(recoveryForm);
  const reset = () => u.click(recovery.getByRole('button', { name: '重置支付密码' }));

  // The bound phone, shown not typed; the slider sends the code for this purpose.
  await waitFor(() => expect(recovery.getByLabelText('手机号', { exact: true })).toHaveValue('13800000001'), loading);
  const slider = await recovery.findByRole('slider', { name: '拖动滑块完成验证' }, loading);
  slider.focus();
  await u.keyboard('{End}');
  expect(await recovery.findByText('59秒后重发', {}, loading)).toBeInTheDocument();
  expect(fake.posts).toEqual([{ path: '/api/login/sendCode', body: expect.objectContaining({ phone: '13800000001', type: 'payPassword' }) }]);

  // Every broken rule at once, beside its field; the code's (no code typed yet) on the form's line.
  await reset();
  expect(await shownRules(recoveryForm)).toEqual([
    ['登录密码', messages.enterPassword],
    ['新支付密码', messages.payPasswordRule],
    [null, messages.fillSmsCode],
  ]);
  await u.type(recovery.getByLabelText('登录密码'), 'demo1234');
  await u.type(recovery.getByLabelText('新支付密码'), '135790');
  await u.type(recovery.getByLabelText('确认新支付密码'), '135791');
  await reset();
  expect(await shownRules(recoveryForm)).toEqual([
    ['确认新支付密码', messages.passwordsDiffer],
    [null, messages.fillSmsCode],
  ]);
  await u.clear(recovery.getByLabelText('确认新支付密码'));
  await u.type(recovery.getByLabelText('确认新支付密码'), '135790');
  await reset();
  expect(await shownRules(recoveryForm)).toEqual([[null, messages.fillSmsCode]]);
  expect(fake.posts).toHaveLength(1);

  await u.type(recovery.getByLabelText('验证码'), '123456');
  fake.fail = '短信验证码错误，还可尝试 4 次';
  await reset();
  // The code is not the form's own field: its rule stays on the line until the server's answer replaces it.
  await waitFor(() => expect(recovery.getByRole('alert')).toHaveTextContent('短信验证码错误，还可尝试 4 次'), loading);
  await reset();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '找回支付密码' })).toBeNull(), loading);
  expect(await screen.findByText(messages.payPasswordRecovered, {}, loading)).toBeInTheDocument();
  const body = { code: '123456', loginPassword: 'demo1234', newPassword: '135790' };
  expect(fake.posts.slice(1)).toEqual([
    { path: '/api/user/pwd/payment/recover/sms', body },
    { path: '/api/user/pwd/payment/recover/sms', body },
  ]);
});

it('opens at #pay-password-recovery (where 忘记支付密码？ links) and offers an authenticated member the ID number', async () => {
  logIn(api, { ...verifiedUser, isAuth: true });
  const u = userEvent.setup();
  renderAppAt('/person/dashboard#pay-password-recovery');
  const dialog = within(await screen.findByRole('dialog', { name: '找回支付密码' }, loading));
  await u.click(dialog.getByRole('tab', { name: '身份证号码' }));
  const recoveryForm = dialog.getByRole('form', { name: '身份证号码找回' });
  const recovery = within(recoveryForm);
  await u.type(recovery.getByLabelText('身份证号码后六位'), '12345y');
  await u.type(recovery.getByLabelText('新支付密码'), '135790');
  await u.type(recovery.getByLabelText('确认新支付密码'), '135790');
  await u.click(recovery.getByRole('button', { name: '重置支付密码' }));
  expect(await shownRules(recoveryForm)).toEqual([['身份证号码后六位', messages.idTailRule]]);
  expect(fake.posts).toEqual([]);
  await u.clear(recovery.getByLabelText('身份证号码后六位'));
  await u.type(recovery.getByLabelText('身份证号码后六位'), '12123x');
  await u.click(recovery.getByRole('button', { name: '重置支付密码' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '找回支付密码' })).toBeNull(), loading);
  // Typed lower case, sent as the card has it.
  expect(fake.posts).toEqual([{ path: '/api/user/pwd/payment/recover/idNumber', body: { idTail: '12123X', newPassword: '135790' } }]);
});

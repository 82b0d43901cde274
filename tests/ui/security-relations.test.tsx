import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BlacklistEntry, FoundMember, Relation } from '../../src/api/contracts/relations';
import type { MemberSettings } from '../../src/api/contracts/security';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { shownRules } from './field-rules';
import { logIn, renderAppAt } from './render-app';

/**
 * 账户安全 (/person/dashboard): the login password form refuses what the contract refuses with nothing sent, then
 * posts; the privacy boxes post one switch each. 黑名单 (/person/favorite?tab=blacklist): find a member and add them, remove one.
 */
interface FakeSecurity {
  settings: MemberSettings;
  blacklist: BlacklistEntry[];
  found: FoundMember[];
  relation: Relation;
  /** Every POST: its path and body. */
  posts: { path: string; body: unknown }[];
  /** The message the next password change fails with (once). */
  fail: string | null;
}

const state = (): FakeSecurity => ({
  settings: { tradeAmount: true, creditDisclosure: false },
  blacklist: [],
  found: [],
  relation: { blacklisted: false, blockedMe: false },
  posts: [],
  fail: null,
});
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

function handlers(s: FakeSecurity) {
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    s.posts.push({ path, body: text ? JSON.parse(text) : {} });
    return path;
  };
  return [
    http.get('*/api/user/pwd/payment/isSet', () => envelope(false)),
    http.get('*/api/receiving/all', () => envelope([])),
    http.get('*/api/user/setting', () => envelope(s.settings)),
    http.post('*/api/user/setting/:name', async ({ request, params }) => {
      await record(request);
      s.settings = { ...s.settings, [String(params.name)]: (s.posts.at(-1)!.body as { open: boolean }).open };
      return envelope(s.settings);
    }),
    http.post('*/api/user/pwd/modify', async ({ request }) => {
      await record(request);
      if (s.fail) {
        const msg = s.fail;
        s.fail = null;
        return HttpResponse.json({ code: 400, msg, data: null }, { status: 400 });
      }
      return envelope(null);
    }),
    http.get('*/api/user/blacklist/page', () => envelope({ list: s.blacklist, total: s.blacklist.length, pageNo: 1, pageSize: 10 })),
    http.get('*/api/user/find', () => envelope(s.found)),
    http.post('*/api/user/add/blacklist/:id', async ({ request, params }) => {
      await record(request);
      const m = s.found.find((f) => f.id === Number(params.id))!;
      s.blacklist = [{ targetId: m.id, userName: m.userName, levelId: m.levelId, vipName: 'VIP会员', createTime: '2026-11-23 10:00:00' }, ...s.blacklist];
      s.relation = { ...s.relation, blacklisted: true };
      return envelope(null);
    }),
    http.post('*/api/user/remove/:id', async ({ request, params }) => {
      await record(request);
      s.blacklist = s.blacklist.filter((e) => e.targetId !== Number(params.id));
      s.relation = { ...s.relation, blacklisted: false };
      return envelope(null);
    }),
    http.get('*/api/user/relation/verification', () => envelope(s.relation)),
  ];
}

const { api, state: fake } = useFakeServer(state, handlers);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());

const loading = { timeout: 8000 };

it('/person/dashboard: the login password is checked before it is sent, then changed; the privacy boxes switch', async () => {
  renderAppAt('/person/dashboard');
  const form = await screen.findByRole('form', { name: '修改密码' }, loading);
  // The payment password's form is on the page too, and the security level counts what is set.
  expect(await screen.findByRole('heading', { name: '设置支付密码' }, loading)).toBeInTheDocument();
  expect(screen.getByTestId('security-phone')).toHaveTextContent('138****0001（已验证）');
  expect(screen.getByText('低')).toBeInTheDocument();

  await userEvent.type(within(form).getByLabelText(/原密码/), 'demo1234');
  await userEvent.type(within(form).getByLabelText(/^新密码/), '12345678');
  await userEvent.type(within(form).getByLabelText(/确认新密码/), '12345678');
  await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
  expect(await shownRules(form)).toEqual([['新密码', messages.passwordRule]]);
  expect(fake.posts).toEqual([]);

  await userEvent.clear(within(form).getByLabelText(/^新密码/));
  await userEvent.type(within(form).getByLabelText(/^新密码/), 'newpass99');
  await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
  expect(await shownRules(form)).toEqual([['确认新密码', messages.passwordsDiffer]]);

  await userEvent.clear(within(form).getByLabelText(/确认新密码/));
  await userEvent.type(within(form).getByLabelText(/确认新密码/), 'newpass99');
  fake.fail = messages.oldPasswordWrong;
  await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(messages.oldPasswordWrong);
  await userEvent.click(within(form).getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText(messages.loginPasswordChanged, {}, loading)).toBeInTheDocument();
  expect(fake.posts).toEqual([
    { path: '/api/user/pwd/modify', body: { oldPassword: 'demo1234', newPassword: 'newpass99' } },
    { path: '/api/user/pwd/modify', body: { oldPassword: 'demo1234', newPassword: 'newpass99' } },
  ]);
  expect(within(form).getByLabelText(/原密码/)).toHaveValue('');

  const credit = screen.getByRole('checkbox', { name: '信用额度公开' });
  expect(credit).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: '交易金额公开' })).toBeChecked();
  await userEvent.click(credit);
  await waitFor(() => expect(screen.getByRole('checkbox', { name: '信用额度公开' })).toBeChecked());
  expect(fake.posts.at(-1)).toEqual({ path: '/api/user/setting/creditDisclosure', body: { open: true } });
});

it('/person/favorite?tab=blacklist: finds a member by name, adds them to the blacklist and removes them', async () => {
  fake.found = [{ id: 3, userName: '金陵藏家', levelId: 3, authType: 'merchant', phone: '138****0003' }];
  renderAppAt('/person/favorite?tab=blacklist');
  expect(await screen.findByText('黑名单中还没有会员', {}, loading)).toBeInTheDocument();
  const finder = screen.getByRole('form', { name: '查找会员' });
  await userEvent.click(within(finder).getByRole('button', { name: '查找' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.enterAccount);

  await userEvent.type(within(finder).getByRole('textbox', { name: '用户名或手机号' }), '金陵藏家');
  await userEvent.click(within(finder).getByRole('button', { name: '查找' }));
  const found = await screen.findByTestId('found-member', {}, loading);
  expect(found).toHaveTextContent('138****0003');
  await userEvent.click(within(found).getByRole('button', { name: '加入黑名单' }));
  const table = await screen.findByTestId('blacklist', {}, loading);
  expect(table).toHaveTextContent('金陵藏家');
  await userEvent.click(within(table).getByRole('button', { name: '移出黑名单' }));
  expect(await screen.findByText('黑名单中还没有会员', {}, loading)).toBeInTheDocument();
  expect(fake.posts.map((p) => p.path)).toEqual(['/api/user/add/blacklist/3', '/api/user/remove/3']);
});

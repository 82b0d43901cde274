import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthenticationInfo, MyAuthenticationApplication } from '../../src/api/contracts/authentication';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/** 实名认证 (/person/authentication) as the machine's state draws it, and a staff page for a member who is not staff. */
interface FakeAuthentication {
  info: AuthenticationInfo;
  submitted: Array<{ path: string; body: Record<string, unknown> }>;
  uploads: number;
}
const none = (): FakeAuthentication => ({ info: { authenticated: false, authType: 'none', application: null }, submitted: [], uploads: 0 });
const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });

const application = (fields: Partial<MyAuthenticationApplication>): MyAuthenticationApplication => ({
  id: 5,
  kind: 'personal',
  stateValue: 'submitted',
  context: { rejectReason: null },
  stage: 'submitted',
  stateName: '审核中',
  papers: { realName: '张三丰', idNumber: '110105********002X' },
  rejectReason: null,
  updateTime: '2026-12-01 10:00:00',
  events: [{ event: 'auth.submit', label: '提交认证资料', role: 'member', time: '2026-12-01 10:00:00', reason: null }],
  ...fields,
});

const { api, state } = useFakeServer(none, (s) => [
  http.get('*/api/user/authenticationInfo', () => envelope(s.info)),
  http.post('*/api/upload/identityImage', () => {
    s.uploads += 1;
    return envelope({ key: `identityPictureKey00000${s.uploads}.webp`, url: `/api/upload/private/k${s.uploads}`, width: 800, height: 500 });
  }),
  http.post('*/api/user/authentication/recognizeIdentityCard', () => {
    s.uploads += 1;
    const fields = { name: '张三丰', idNumber: '11010519491231002X', side: 'front' };
    return envelope({ key: `identityPictureKey00000${s.uploads}.webp`, url: `/api/upload/private/k${s.uploads}`, width: 800, height: 500, fields, provider: 'test' });
  }),
  http.post('*/api/user/:call', async ({ request, params }) => {
    s.submitted.push({ path: String(params.call), body: (await request.json()) as Record<string, unknown> });
    s.info = { ...s.info, application: application({}) };
    return envelope(s.info, '认证资料已提交，请等待审核');
  }),
  http.post('*/api/user/:call/edit', async ({ request, params }) => {
    s.submitted.push({ path: `${String(params.call)}/edit`, body: (await request.json()) as Record<string, unknown> });
    s.info = { ...s.info, application: application({}) };
    return envelope(s.info);
  }),
  http.get('*/api/operator/authentication/page', () => HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 })),
]);
beforeEach(() => logIn(api));
const loading = { timeout: 8000 };

const picture = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

it('a member who has not applied fills the personal form: the contract’s messages, the card read, the papers submitted', async () => {
  renderAppAt('/person/authentication');
  const form = await screen.findByRole('form', { name: '个人认证' }, loading);
  await userEvent.type(within(form).getByLabelText(/真实姓名/), '张三丰');
  await userEvent.type(within(form).getByLabelText(/身份证号码/), '110105194912310021');
  await userEvent.click(within(form).getByRole('button', { name: '提交认证' }));
  expect(await within(form).findByText('身份证号码格式不正确')).toBeInTheDocument();
  expect(within(form).getByText('请上传身份证正面照片')).toBeInTheDocument();
  expect(state.submitted).toEqual([]);

  // The front is read: what was read fills only what the member has not typed (the name stays, the cleared number is filled).
  await userEvent.clear(within(form).getByLabelText(/身份证号码/));
  await userEvent.upload(within(form).getByLabelText('身份证正面照片'), picture('front.jpg'));
  await waitFor(() => expect(within(form).getByLabelText(/身份证号码/)).toHaveValue('11010519491231002X'));
  await userEvent.upload(within(form).getByLabelText('身份证反面照片'), picture('back.jpg'));
  await waitFor(() => expect(state.uploads).toBe(2));
  await userEvent.click(within(form).getByRole('button', { name: '提交认证' }));
  await waitFor(() => expect(state.submitted).toHaveLength(1));
  expect(state.submitted[0]).toEqual({
    path: 'personalAuthentication',
    body: { realName: '张三丰', idNumber: '11010519491231002X', frontKey: 'identityPictureKey000001.webp', backKey: 'identityPictureKey000002.webp' },
  });
  expect(await screen.findByTestId('authentication-state')).toHaveTextContent('审核中');
  expect(screen.getByTestId('authentication-papers')).toHaveTextContent('110105********002X');
});

it('tabIndex=1 opens 企业认证; a rejected member sees why and edits', async () => {
  state.info = {
    authenticated: false,
    authType: 'none',
    application: application({ stateValue: 'rejected', stage: 'rejected', stateName: '已驳回', rejectReason: '照片模糊', context: { rejectReason: '照片模糊' } }),
  };
  renderAppAt('/person/authentication?tabIndex=1');
  expect(await screen.findByRole('form', { name: '企业认证' }, loading)).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('驳回原因：照片模糊');
  await userEvent.click(screen.getByRole('tab', { name: '个人认证' }));
  expect(await screen.findByRole('button', { name: '修改后重新提交' })).toBeInTheDocument();
});

it('an approved member reads 已认证 with the papers masked, when they were submitted and approved; no form', async () => {
  const approval = { event: 'auth.approve', label: '审核通过', role: 'operator' as const, time: '2026-12-02 15:30:00', reason: null };
  const approved = application({ stateValue: 'approved', stage: 'approved', stateName: '已认证', updateTime: approval.time });
  state.info = { authenticated: true, authType: 'personal', application: { ...approved, events: [...approved.events, approval] } };
  renderAppAt('/person/authentication');
  expect(await screen.findByTestId('authentication-state', {}, loading)).toHaveTextContent('已认证');
  expect(screen.queryByRole('form')).toBeNull();
  // 提交时间 is the submission's, not the approval's (issue 25); 审核时间 the approval's.
  const papers = screen.getByTestId('authentication-papers');
  expect(within(papers).getByText('提交时间').nextElementSibling).toHaveTextContent('2026-12-01 10:00:00');
  expect(within(papers).getByText('审核时间').nextElementSibling).toHaveTextContent('2026-12-02 15:30:00');
});

it('a member who is not staff reads 无权访问 on the staff pages', async () => {
  renderAppAt('/staff/authentications');
  expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
  expect(screen.queryByTestId('authentication-queue')).toBeNull();
});

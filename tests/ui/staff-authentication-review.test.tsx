import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthenticationReview } from '../../src/api/contracts/authentication';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 审核详情 (/staff/authentications/{id}, issue 25): the times say what they are (提交时间 the submission, 审核时间 the
 * decision, even after 通过 moved the application's update time), and each identity photo opens in the image viewer.
 */
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const approved: AuthenticationReview = {
  id: 5,
  userId: 7,
  userName: '待认证用户',
  kind: 'personal',
  stage: 'approved',
  stateName: '已认证',
  stateValue: 'approved',
  context: { rejectReason: null },
  level: 2,
  papers: { realName: '张三丰', idNumber: '11010519491231002X' },
  photos: [
    { label: '身份证正面', url: '/api/upload/private/identityPictureKey000001.webp' },
    { label: '身份证反面', url: '/api/upload/private/identityPictureKey000002.webp' },
  ],
  rejectReason: null,
  // The application's update time is the approval's.
  submitTime: '2026-12-01 10:00:00',
  updateTime: '2026-12-02 15:30:00',
  events: [
    { event: 'auth.submit', label: '提交认证资料', role: 'member', time: '2026-12-01 10:00:00', reason: null },
    { event: 'auth.approve', label: '审核通过', role: 'operator', time: '2026-12-02 15:30:00', reason: null },
  ],
  version: 2,
};

const { api, state } = useFakeServer(
  () => ({ review: approved, pictures: [] as string[] }),
  (s) => [
    http.get('*/api/operator/authentication/page', () => envelope({ list: [s.review], total: 1, pageNo: 1, pageSize: 10 })),
    http.get('*/api/operator/authentication/5', () => envelope(s.review)),
    http.get('*/api/upload/private/:key', ({ params }) => {
      s.pictures.push(String(params.key));
      return new HttpResponse(png, { headers: { 'content-type': 'image/png' } });
    }),
  ],
);
beforeEach(() => logIn(api));
const loading = { timeout: 8000 };
const row = (details: HTMLElement, label: string) => within(details).queryByText(label)?.nextElementSibling?.textContent ?? null;

it('after 通过 says when the papers were submitted and when they were approved', async () => {
  renderAppAt('/staff/authentications/5');
  const details = await screen.findByRole('region', { name: '审核详情' }, loading);
  expect(within(details).getByTestId('review-state')).toHaveTextContent('已认证');
  expect([row(details, '提交时间'), row(details, '审核时间')]).toEqual(['2026-12-01 10:00:00', '2026-12-02 15:30:00']);
});

it('under review, after a rejection and a resubmission, says the resubmission’s time and no decision yet', async () => {
  state.review = {
    ...approved,
    stage: 'submitted',
    stateValue: 'submitted',
    stateName: '审核中',
    submitTime: '2026-12-03 09:00:00',
    updateTime: '2026-12-03 09:00:00',
    events: [
      approved.events[0]!,
      { event: 'auth.reject', label: '审核驳回', role: 'operator', time: '2026-12-01 11:00:00', reason: '照片模糊' },
      { event: 'auth.resubmit', label: '修改后重新提交', role: 'member', time: '2026-12-03 09:00:00', reason: null },
    ],
  };
  renderAppAt('/staff/authentications/5');
  const details = await screen.findByRole('region', { name: '审核详情' }, loading);
  expect([row(details, '提交时间'), row(details, '审核时间')]).toEqual(['2026-12-03 09:00:00', null]);
});

it('the queue’s 提交时间 is the submission’s, not the approval’s', async () => {
  renderAppAt('/staff/authentications');
  const queue = await screen.findByTestId('authentication-queue', {}, loading);
  const [, first] = await within(queue).findAllByRole('row', {}, loading);
  expect(first).toHaveTextContent('2026-12-01 10:00:00');
  expect(first).not.toHaveTextContent('2026-12-02 15:30:00');
});

it('opens an identity photo in the image viewer, where staff zoom into it', async () => {
  const user = userEvent.setup();
  renderAppAt('/staff/authentications/5');
  const details = await screen.findByRole('region', { name: '审核详情' }, loading);
  await user.click(await within(details).findByRole('button', { name: '放大查看身份证反面' }, loading));
  const viewer = within(await screen.findByRole('dialog', { name: '查看图片 1/1' }, loading));
  const picture = viewer.getByRole('img', { name: '身份证反面' });
  expect(picture.getAttribute('src')).toMatch(/^blob:/);
  await user.click(viewer.getByRole('button', { name: '放大' }));
  expect(picture).toHaveAttribute('data-zoom', '1.1000');
  expect(state.pictures.sort()).toEqual(['identityPictureKey000001.webp', 'identityPictureKey000002.webp']);
});

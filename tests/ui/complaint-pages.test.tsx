import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComplaintDetail, ComplaintOrders, MyComplaint, PunishmentItem, StaffComplaint } from '../../src/api/contracts/complaints';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 投诉 and 处罚 pages against a fake server (issue 15): the public column with its state filter and a complaint's page
 * (photos only for those the server shows them to), the complaint form (a visitor is asked to log in; nothing is sent
 * until the contract's rules hold; a trade complaint names the order, a member complaint the member), the member's
 * 投诉与处罚 and 我的留言 with 撤回, 处罚公示, staff deciding with a punishment, and the header's 警示 and 平台管理.
 */
interface Post {
  path: string;
  body: unknown;
}
interface Fake {
  staff: boolean;
  posts: Post[];
  listQueries: string[];
  mine: MyComplaint[];
}

const complaint = (fields: Partial<ComplaintDetail> = {}): ComplaintDetail => ({
  id: 11,
  kind: 'member',
  kindName: '会员投诉',
  title: 'T46猴票品相与描述严重不符',
  complainant: '老**票',
  respondent: { id: 7, name: '警示用户' },
  state: 'upheld',
  stateName: '投诉成立',
  decision: '经核实，投诉成立，已对被投诉人予以警告处罚。',
  createTime: '2026-10-28 10:00:00',
  decideTime: '2026-11-02 10:00:00',
  content: '挂单标注全品，收到后发现右上角有明显折痕。',
  photos: [],
  photoCount: 2,
  photosShown: false,
  order: null,
  punishments: [{ id: 3, kind: 'warning', kindName: '警告', period: '直至平台撤销', stateName: '生效中' }],
  ...fields,
});
const pending = complaint({ id: 12, title: '包装简陋导致邮票受潮', state: 'pending', stateName: '处理中', decision: '', decideTime: null, punishments: [], photoCount: 0 });
const mineOf = (c: ComplaintDetail, fields: Partial<MyComplaint> = {}): MyComplaint => ({ ...c, role: 'complainant', withdrawable: c.state === 'pending', ...fields });

const punishment: PunishmentItem = {
  id: 3,
  userName: '警示用户',
  kind: 'warning',
  kindName: '警告',
  reason: '挂单品相描述与实物严重不符，经投诉核实成立',
  period: '直至平台撤销',
  startTime: '2026-11-02 10:00:00',
  endTime: null,
  revokeTime: null,
  state: 'active',
  stateName: '生效中',
  complaintId: 11,
  mine: false,
};

const orders: ComplaintOrders = {
  member: { id: 3, name: '金陵藏家' },
  orders: [{ id: 41, productName: '1980年 T46 庚申年猴票（单枚）', amount: 1_200_000, side: 'buyer', stateName: '待发货', createTime: '2026-11-20 09:00:00' }],
};

const staffView: StaffComplaint = { ...pending, complainantId: 5, complainantName: '老周邮票', respondentId: 3, respondentName: '金陵藏家', decidedBy: null, complainant: '老周邮票' };

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });
const fresh = (): Fake => ({ staff: false, posts: [], listQueries: [], mine: [mineOf(pending)] });

const { api, state } = useFakeServer(fresh, (s) => {
  const record = async (request: Request) => {
    const body: unknown = JSON.parse((await request.text()) || '{}');
    s.posts.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get('*/api/anon/complaint/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      s.listQueries.push(query.toString());
      const all = [complaint(), pending];
      const wanted = query.get('state');
      return envelope(page(wanted ? all.filter((c) => c.state === wanted) : all));
    }),
    http.get('*/api/anon/complaint/detail/:id', ({ params }) =>
      Number(params.id) === 12 ? envelope(pending) : envelope(complaint(Number(params.id) === 13 ? { id: 13, photos: ['AAAAAAAAAAAAAAAAAAAAAAAA.webp'], photoCount: 1, photosShown: true } : {})),
    ),
    http.get('*/api/complaint/orders', () => envelope(orders)),
    http.post('*/api/leaveMessage/complaint/publish', async ({ request }) => {
      await record(request);
      return envelope({ ...pending, id: 21 }, messages.complaintPublished);
    }),
    http.post('*/api/leaveMessage/del', async ({ request }) => {
      await record(request);
      s.mine = s.mine.map((c) => ({ ...c, state: 'withdrawn' as const, stateName: '已撤回', withdrawable: false }));
      return envelope(s.mine[0]);
    }),
    http.get('*/api/complaint/user/complaint/page', () => envelope(page(s.mine))),
    http.get('*/api/complaint/user/complained/page', () => envelope(page([mineOf(complaint({ id: 14, title: '多次下单后不付款' }), { role: 'respondent', withdrawable: false })]))),
    http.get('*/api/complaint/trade/page', () => envelope(page([]))),
    http.get('*/api/user/punish/my/page', () => envelope(page([{ ...punishment, mine: true }]))),
    http.get('*/api/user/punish/notice/page', () => envelope(page([punishment]))),
    http.get('*/api/user/punish/detail', () => envelope(punishment)),
    http.get('*/api/operator/authentication/page', () =>
      s.staff ? envelope(page([])) : HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }),
    ),
    http.get('*/api/operator/complaint/page', () => envelope(page([staffView]))),
    http.get('*/api/operator/complaint/:id', () => envelope(staffView)),
    http.post('*/api/operator/complaint/decide', async ({ request }) => {
      await record(request);
      return envelope({ ...staffView, state: 'upheld', stateName: '投诉成立', decision: '经核实投诉成立。', decidedBy: '平台客服' }, messages.complaintDecided);
    }),
  ];
});
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/bulletin', () => {
  it('shows a visitor the column, filters by state and opens a complaint with its decision', async () => {
    const { router } = renderAppAt('/bulletin');
    const rows = await screen.findAllByTestId('bulletin-row', {}, loading);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('老**票');
    expect(rows[0]).toHaveTextContent('警示用户');
    expect(rows[0]).toHaveTextContent('投诉成立');
    await userEvent.click(screen.getByRole('tab', { name: '处理中' }));
    await waitFor(() => expect(screen.getAllByTestId('bulletin-row')).toHaveLength(1));
    expect(state.listQueries.at(-1)).toContain('state=pending');

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(await screen.findByRole('link', { name: 'T46猴票品相与描述严重不符' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin/11'));
    const detail = await screen.findByRole('article', { name: '投诉详情' }, loading);
    expect(within(detail).getByTestId('complaint-decision')).toHaveTextContent('经核实，投诉成立');
    expect(within(detail).getByText('证据图片仅投诉双方和平台工作人员可见')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: /警告，直至平台撤销/ })).toHaveAttribute('href', '/punishment/3');
  });

  it('shows the photos as thumbnails to those the server shows them to', async () => {
    renderAppAt('/bulletin/13');
    expect(await screen.findByRole('button', { name: /查看投诉「T46猴票品相与描述严重不符」的证据图片 第1张/ }, loading)).toBeInTheDocument();
  });

  it('says so when the column is empty', async () => {
    renderAppAt('/bulletin');
    await screen.findAllByTestId('bulletin-row', {}, loading);
    await userEvent.click(screen.getByRole('tab', { name: '投诉不成立' }));
    expect(await screen.findByText('暂无投诉')).toBeInTheDocument();
  });
});

describe('/complaint/{id}', () => {
  it('asks a visitor to log in first', async () => {
    renderAppAt('/complaint/3');
    expect(await screen.findByRole('button', { name: '登录后投诉' }, loading)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '投诉表单' })).toBeNull();
  });

  it('refuses what the contract refuses with nothing sent, then files a trade complaint about the chosen order', async () => {
    logIn(api);
    const { router } = renderAppAt('/complaint/3');
    const form = await screen.findByRole('form', { name: '投诉表单' }, loading);
    expect(within(form).getByTestId('respondent-name')).toHaveTextContent('金陵藏家');
    expect(within(form).getByRole('radio', { name: '交易投诉' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/投诉标题/), '发货慢');
    await userEvent.click(within(form).getByRole('button', { name: '提交投诉' }));
    expect(await within(form).findByText(messages.complaintTitleRule)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/投诉标题/), '，催了三次仍未发');
    await userEvent.type(within(form).getByLabelText(/投诉内容/), '太短');
    await userEvent.click(within(form).getByRole('button', { name: '提交投诉' }));
    expect(await within(form).findByText(messages.complaintContentRule)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/投诉内容/), '，付款五天仍未发货，站内信不回复。');
    await userEvent.click(within(form).getByRole('button', { name: '提交投诉' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      path: '/api/leaveMessage/complaint/publish',
      body: { kind: 'trade', orderId: 41, title: '发货慢，催了三次仍未发', content: '太短，付款五天仍未发货，站内信不回复。', photos: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulletin/21'));
  });

  it('files a member complaint naming the member by id', async () => {
    logIn(api);
    renderAppAt('/complaint/3');
    const form = await screen.findByRole('form', { name: '投诉表单' }, loading);
    await userEvent.click(within(form).getByRole('radio', { name: '会员投诉' }));
    expect(within(form).queryByLabelText(/相关订单/)).toBeNull();
    await userEvent.type(within(form).getByLabelText(/投诉标题/), '站内信辱骂他人');
    await userEvent.type(within(form).getByLabelText(/投诉内容/), '议价不成后在站内信中多次辱骂。');
    await userEvent.click(within(form).getByRole('button', { name: '提交投诉' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]!.body).toEqual({ kind: 'member', respondentId: 3, title: '站内信辱骂他人', content: '议价不成后在站内信中多次辱骂。', photos: [] });
  });

  it('does not let a member complain about themself', async () => {
    logIn(api);
    renderAppAt(`/complaint/${verifiedUser.id}`);
    expect(await screen.findByText(messages.cannotComplainSelf, {}, loading)).toBeInTheDocument();
  });
});

describe('the member’s pages', () => {
  it('/person/complaint: my complaints with 撤回 after asking, those against me, my punishments', async () => {
    logIn(api);
    renderAppAt('/person/complaint');
    const mine = await screen.findByRole('article', { name: '包装简陋导致邮票受潮' }, loading);
    await userEvent.click(within(mine).getByRole('button', { name: '撤回' }));
    const ask = await screen.findByRole('dialog', { name: '撤回投诉' });
    await userEvent.click(within(ask).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/leaveMessage/del', body: { id: 12 } }]));
    await waitFor(() => expect(within(screen.getByRole('article', { name: '包装简陋导致邮票受潮' })).getByTestId('complaint-state')).toHaveTextContent('已撤回'));
    expect(within(screen.getByRole('article', { name: '包装简陋导致邮票受潮' })).queryByRole('button', { name: '撤回' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '被投诉' }));
    expect(await screen.findByRole('article', { name: '多次下单后不付款' })).toHaveTextContent('投诉我的');
    await userEvent.click(screen.getByRole('tab', { name: '交易投诉' }));
    expect(await screen.findByText('您的交易暂无投诉')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '我的处罚' }));
    const row = await screen.findByTestId('punishment-row');
    expect(row).toHaveTextContent('本人');
    expect(row).toHaveTextContent('直至平台撤销');
  });

  it('/person/comment: what I published, withdrawable while pending', async () => {
    logIn(api);
    renderAppAt('/person/comment');
    const mine = await screen.findByRole('article', { name: '包装简陋导致邮票受潮' }, loading);
    expect(within(mine).getByRole('button', { name: '撤回' })).toBeInTheDocument();
    expect(within(mine).getByTestId('complaint-state')).toHaveTextContent('处理中');
  });
});

describe('/punishment', () => {
  it('lists punishments and opens one with the complaint it came from', async () => {
    const { router } = renderAppAt('/punishment');
    const row = await screen.findByTestId('punishment-row', {}, loading);
    expect(row).toHaveTextContent('警示用户');
    expect(row).toHaveTextContent('生效中');
    await userEvent.click(within(row).getByRole('link', { name: '警告' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/punishment/3'));
    const detail = await screen.findByRole('article', { name: '处罚详情' }, loading);
    expect(detail).toHaveTextContent('挂单品相描述与实物严重不符');
    expect(within(detail).getByRole('link', { name: '查看投诉' })).toHaveAttribute('href', '/bulletin/11');
  });
});

describe('/staff/complaints', () => {
  it('a member who is not staff reads 无权访问', async () => {
    logIn(api);
    renderAppAt('/staff/complaints');
    expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
    expect(screen.queryByTestId('staff-complaint-queue')).toBeNull();
  });

  it('staff open a complaint and decide it with a punishment, checked before it is sent', async () => {
    state.staff = true;
    logIn(api, { ...verifiedUser, isStaff: true });
    const { router } = renderAppAt('/staff/complaints');
    const queue = await screen.findByTestId('staff-complaint-queue', {}, loading);
    expect(queue).toHaveTextContent('老周邮票');
    await userEvent.click(within(queue).getByRole('link', { name: '处理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/complaints/12'));
    const form = await screen.findByRole('form', { name: '裁决' }, loading);
    await userEvent.click(within(form).getByRole('checkbox', { name: /同时处罚被投诉人/ }));
    await userEvent.click(within(form).getByRole('button', { name: '提交裁决' }));
    expect(await within(form).findByText(messages.decisionRule)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('处理说明'), '经核实投诉成立。');
    await userEvent.click(within(form).getByRole('button', { name: '提交裁决' }));
    expect(await within(form).findByText(messages.punishmentReasonRule)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    await userEvent.type(within(form).getByLabelText('处罚原因'), '包装不当致邮品受损');
    await userEvent.clear(within(form).getByLabelText('处罚期限（天）'));
    await userEvent.type(within(form).getByLabelText('处罚期限（天）'), '7');
    await userEvent.click(within(form).getByRole('button', { name: '提交裁决' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toEqual({
      path: '/api/operator/complaint/decide',
      body: { id: 12, result: 'upheld', decision: '经核实投诉成立。', punishment: { kind: 'warning', reason: '包装不当致邮品受损', days: 7 } },
    });
    expect(await screen.findByText('处理人')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '裁决' })).toBeNull();
  });
});

describe('the header', () => {
  it('marks a warned member with 警示 linking to 投诉与处罚, and gives staff 平台管理', async () => {
    logIn(api, { ...verifiedUser, isWarned: true, isStaff: true });
    renderAppAt('/bulletin');
    const header = await screen.findByRole('banner');
    const marker = await within(header).findByRole('link', { name: '警示' });
    expect(marker).toHaveAttribute('href', '/person/complaint');
    expect(marker).toHaveAttribute('title', expect.stringContaining('处罚'));
    expect(within(header).getByRole('link', { name: '平台管理' })).toHaveAttribute('href', '/staff');
  });

  it('shows neither to a member who is not warned and not staff', async () => {
    logIn(api);
    renderAppAt('/bulletin');
    const header = await screen.findByRole('banner');
    await within(header).findByText(verifiedUser.userName);
    expect(within(header).queryByText('警示')).toBeNull();
    expect(within(header).queryByRole('link', { name: '平台管理' })).toBeNull();
  });
});

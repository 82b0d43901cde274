import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnyMachineSnapshot } from 'xstate';
import type { AgentCandidate, AgentLink, AgentSide } from '../../src/api/contracts/agents';
import { headers } from '../../src/api/contracts/envelope';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import type { AgentApplicationEvent } from '../../src/machines/agent-application.machine';
import { agentLinkStage, isDefaultLink, newAgentLink, nextAgentLink, resolveAgentLink } from '../../src/machines/agent-links';
import { stateLabel } from '../../src/machines/order-lifecycles';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * The agent system's link pages: each action on a link runs through the list's lifecycle action actor (busy while
 * the call runs, the server's refusal shown, a retry the same attempt, 解除代理 asked first); applying to an agent and
 * inviting a member are one-call forms checked with the server's own schema before anything is sent.
 */
interface AgentCall {
  path: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
  idempotencyKey: string | null;
}

interface FakeAgentApi {
  /** The links as the caller sees them; an action call moves a link with the real machine. */
  links: AgentLink[];
  candidates: AgentCandidate[];
  /** Path -> the message its next call fails with (once). */
  fail: Map<string, string>;
  /** Paths whose answers wait until the test releases them. */
  hold: Set<string>;
  held: Array<() => void>;
  calls: AgentCall[];
}

const fakeAgentApiState = (): FakeAgentApi => ({ links: [], candidates: [], fail: new Map(), hold: new Set(), held: [], calls: [] });

function viewOf(base: AgentLink, snapshot: AnyMachineSnapshot): AgentLink {
  return {
    ...base,
    stateValue: snapshot.value as AgentLink['stateValue'],
    context: snapshot.context as Record<string, unknown>,
    stateName: stateLabel(snapshot),
    stage: agentLinkStage(snapshot),
    def: isDefaultLink(snapshot),
  };
}

/** A link seen from `side`, after `events` from an application by `initiator`. */
function makeLink(id: number, initiator: AgentSide, side: AgentSide, ...events: Array<Pick<AgentApplicationEvent, 'type' | 'by'>>): AgentLink {
  const snapshot = events.reduce((s, e) => nextAgentLink(s, e as AgentApplicationEvent), newAgentLink({ initiator, wantsDefault: false }));
  const base = {
    id,
    memberId: 2,
    memberName: '邮友小王',
    agentId: 6,
    agentName: '代理人老李',
    side,
    initiator,
    remark: '请代为交割',
    wantsDefault: false,
    version: 1,
    createTime: '2026-11-23 10:00:00',
    updateTime: '2026-11-23 10:00:00',
  } as AgentLink;
  return viewOf(base, snapshot);
}

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

function fakeAgentApiHandlers(api: FakeAgentApi) {
  const recorded = (answer: (call: AgentCall) => Response) => async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? ((await request.json().catch(() => ({}))) as Record<string, unknown>) : {};
    const call = { path: url.pathname, body, query: Object.fromEntries(url.searchParams), idempotencyKey: request.headers.get(headers.idempotencyKey) };
    api.calls.push(call);
    if (api.hold.has(call.path)) await new Promise<void>((release) => api.held.push(release));
    const failed = api.fail.get(call.path);
    if (failed) {
      api.fail.delete(call.path);
      return HttpResponse.json({ code: 400, msg: failed, data: null }, { status: 400 });
    }
    return answer(call);
  };
  const send = (ids: number[], type: AgentApplicationEvent['type']) => {
    const moved = api.links
      .filter((l) => ids.includes(l.id))
      .map((l) => viewOf(l, nextAgentLink(resolveAgentLink(l.stateValue, l.context), { type, by: l.side } as AgentApplicationEvent)));
    api.links = api.links.map((l) => moved.find((m) => m.id === l.id) ?? l);
    return moved;
  };
  const page = recorded(({ query }) => {
    const list = api.links.filter((l) => !query.stage || l.stage === query.stage);
    return envelope({ list, total: list.length, pageNo: Number(query.pageNo ?? 1), pageSize: Number(query.pageSize ?? 10) });
  });
  return [
    http.get('*/api/user/agent/myAgent/page', page),
    http.get('*/api/user/agent/myUser/page', page),
    http.get('*/api/user/agent/list', recorded(() => envelope(api.candidates))),
    http.post('*/api/user/agent/agentReview', recorded(({ body }) => envelope(send([Number(body.id)], body.pass ? 'agent.approve' : 'agent.reject')[0]))),
    http.post('*/api/user/agent/delAgent', recorded(({ body }) => envelope(send(body.ids as number[], 'agent.end')))),
    http.post('*/api/user/agent/delUser', recorded(({ body }) => envelope(send(body.ids as number[], 'agent.end')))),
    http.post(
      '*/api/user/agent/editAgentDef/:id',
      recorded(({ path, body }) => envelope(send([Number(path.split('/').at(-1))], body.def ? 'agent.setDefault' : 'agent.unsetDefault')[0])),
    ),
    http.post('*/api/user/agent/applyAgent', recorded(() => envelope(makeLink(90, 'member', 'member')))),
    http.post('*/api/user/agent/addAgent', recorded(() => envelope(makeLink(91, 'agent', 'agent')))),
  ];
}

const { api, state: agentApi } = useFakeServer(fakeAgentApiState, fakeAgentApiHandlers);

// The toaster outlives a test (it is the app's one store): each test starts with none shown.
afterEach(() => toaster.remove());

const loading = { timeout: 8000 };
const release = () => agentApi.held.splice(0).forEach((go) => go());
const callsTo = (path: string) => agentApi.calls.filter((c) => c.path === path);
const card = async (name: RegExp | string) => {
  const cards = await screen.findAllByTestId('agent-link', {}, loading);
  return cards.find((c) => within(c).queryByText(name))!;
};
const stateOf = (c: HTMLElement) => within(c).getByTestId('agent-link-state').textContent;

describe('an agent reviews an application', () => {
  beforeEach(() => {
    logIn(api, { ...verifiedUser, agent: 1 });
    agentApi.links = [makeLink(1, 'member', 'agent')];
  });

  it('通过 is busy while the call runs, shows the server’s refusal, and a second click is the same attempt', async () => {
    agentApi.hold.add('/api/user/agent/agentReview');
    agentApi.fail.set('/api/user/agent/agentReview', messages.agentLinkChanged);
    renderAppAt('/agents/agent/apply');
    const link = await card('会员：邮友小王');
    expect(stateOf(link)).toBe('待审核');
    const approve = within(link).getByRole('button', { name: '通过' });
    const reject = within(link).getByRole('button', { name: '拒绝' });
    await userEvent.click(approve);

    // Sent, unanswered: the card's actions are busy and cannot be sent twice.
    await waitFor(() => expect(callsTo('/api/user/agent/agentReview')).toHaveLength(1));
    await waitFor(() => expect(approve).toBeDisabled());
    expect(approve).toHaveAttribute('data-loading');
    expect(reject).toBeDisabled();
    const [first] = callsTo('/api/user/agent/agentReview');
    expect(first!.body).toEqual({ id: 1, pass: true });
    expect(first!.idempotencyKey).toMatch(/^agent-link:1:/);

    release();
    expect(await within(link).findByRole('alert')).toHaveTextContent(messages.agentLinkChanged);
    expect(approve).toBeEnabled();
    expect(stateOf(link)).toBe('待审核');

    agentApi.hold.clear();
    await userEvent.click(approve);
    await waitFor(async () => expect(stateOf(await card('会员：邮友小王'))).toBe('生效中'));
    const [, second] = callsTo('/api/user/agent/agentReview');
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(within(await card('会员：邮友小王')).queryByRole('alert')).toBeNull();
    expect(await screen.findByText(messages.operationSucceeded, {}, loading)).toBeInTheDocument();
    // Approved: the agent may only end it now.
    expect(within(await card('会员：邮友小王')).getAllByRole('button').map((b) => b.textContent)).toEqual(['解除代理', '查看流程图']);
  });

  it('拒绝 asks first; 取消 sends nothing, 确定 rejects', async () => {
    renderAppAt('/agents/agent/apply');
    const link = await card('会员：邮友小王');
    await userEvent.click(within(link).getByRole('button', { name: '拒绝' }));
    let dialog = await screen.findByRole('dialog', { name: '拒绝' });
    expect(dialog).toHaveTextContent('确定拒绝该申请吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拒绝' })).toBeNull());
    expect(callsTo('/api/user/agent/agentReview')).toHaveLength(0);

    await userEvent.click(within(link).getByRole('button', { name: '拒绝' }));
    dialog = await screen.findByRole('dialog', { name: '拒绝' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拒绝' })).toBeNull());
    expect(callsTo('/api/user/agent/agentReview').map((c) => c.body)).toEqual([{ id: 1, pass: false }]);
    await waitFor(async () => expect(stateOf(await card('会员：邮友小王'))).toBe('已拒绝'));
  });
});

describe('a member’s agents', () => {
  beforeEach(() => {
    logIn(api);
    const approved = { type: 'agent.approve', by: 'agent' } as const;
    agentApi.links = [makeLink(3, 'member', 'member', approved)];
  });

  it('解除代理 asks first, keeps the dialog open with the server’s refusal, then ends the link through delAgent', async () => {
    agentApi.fail.set('/api/user/agent/delAgent', '网络开小差了');
    renderAppAt('/agents/default/apply');
    const link = await card('代理人：代理人老李');
    expect(within(link).getAllByRole('button').map((b) => b.textContent)).toEqual(['设为默认代理', '解除代理', '查看流程图']);
    await userEvent.click(within(link).getByRole('button', { name: '解除代理' }));
    const dialog = await screen.findByRole('dialog', { name: '解除代理' });
    expect(dialog).toHaveTextContent('解除后对方不再为您代理交割，确定解除吗？');
    expect(callsTo('/api/user/agent/delAgent')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('网络开小差了');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '解除代理' })).toBeNull());
    const [failed, ended] = callsTo('/api/user/agent/delAgent');
    expect(ended!.body).toEqual({ ids: [3] });
    expect(ended!.idempotencyKey).toBe(failed!.idempotencyKey);
    await waitFor(async () => expect(stateOf(await card('代理人：代理人老李'))).toBe('已解除'));
  });

  it('设为默认代理 sends editAgentDef/{id} with def', async () => {
    renderAppAt('/agents/default/apply');
    const link = await card('代理人：代理人老李');
    await userEvent.click(within(link).getByRole('button', { name: '设为默认代理' }));
    await waitFor(async () => expect(stateOf(await card('代理人：代理人老李'))).toBe('默认代理'));
    expect(callsTo('/api/user/agent/editAgentDef/3').map((c) => c.body)).toEqual([{ id: 3, def: true }]);
    expect(within(await card('代理人：代理人老李')).getByRole('button', { name: '取消默认' })).toBeInTheDocument();
  });
});

describe('applying to an agent', () => {
  beforeEach(() => {
    logIn(api);
    agentApi.candidates = [{ id: 11, userName: '代理人小陈', dealTimes: 3, linked: false }];
  });

  const openDialog = async () => {
    renderAppAt('/agents/default/apply');
    await userEvent.click(await screen.findByRole('button', { name: '申请代理' }, loading));
    return screen.findByRole('dialog', { name: '申请代理' });
  };

  it('an empty note is refused with the schema’s message and nothing is sent; then the application is sent', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByPlaceholderText('输入代理人用户名'), '小陈');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /代理人小陈/ }));
    const note = within(dialog).getByLabelText(/申请说明/);
    expect((note as HTMLTextAreaElement).value).toContain('交割代理人');
    await userEvent.clear(note);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请填写申请说明');
    expect(callsTo('/api/user/agent/applyAgent')).toHaveLength(0);

    await userEvent.type(note, '请代为交割');
    await userEvent.click(within(dialog).getByText('审核通过后设为默认代理（只能有一个默认代理）'));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(messages.agentApplied, {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '申请代理' })).toBeNull());
    expect(callsTo('/api/user/agent/applyAgent').map((c) => c.body)).toEqual([{ agentId: 11, remark: '请代为交割', def: true }]);
  });

  it('without an agent chosen: the schema’s message, nothing sent', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.chooseAgent);
    expect(callsTo('/api/user/agent/applyAgent')).toHaveLength(0);
  });
});

describe('an agent invites a member', () => {
  beforeEach(() => logIn(api, { ...verifiedUser, agent: 1 }));

  it('without a user name: the schema’s message, nothing sent; with one, addAgent', async () => {
    renderAppAt('/agents/agent/apply');
    const form = await screen.findByRole('form', { name: '邀请客户' }, loading);
    await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.memberNotFound);
    expect(callsTo('/api/user/agent/addAgent')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('会员用户名或手机号'), '邮友小王');
    await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
    await waitFor(() => expect(callsTo('/api/user/agent/addAgent')).toHaveLength(1));
    expect(callsTo('/api/user/agent/addAgent')[0]!.body).toMatchObject({ userName: '邮友小王' });
    await waitFor(() => expect(within(form).getByLabelText('会员用户名或手机号')).toHaveValue(''));
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

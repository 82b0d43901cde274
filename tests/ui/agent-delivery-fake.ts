import { http, HttpResponse, type RequestHandler } from 'msw';
import type { AgentDeliveryDetail, AgentFeeMove, AgentFinance, AgentOption, AgentSettings } from '../../src/api/contracts/agent-delivery';
import { agentDeliveryStageNames, type AgentDeliveryRole, type AgentDeliveryStage } from '../../src/api/contracts/agent-delivery-names';
import { agentDeliveryMessages } from '../../src/api/contracts/agent-delivery-messages';

/**
 * The MSW fake of delivery through an agent (交割代理, issue 29; docs/adr/0044) for tests/ui/agent-delivery-pages.test.tsx:
 * my agents, the deliveries through me or my agents and one delivery with its lifecycle calls, the agent's settings
 * (403 agentOnly for a member who is no agent), the finance summary and the fee moves. It records every post and every
 * list's query string; a lifecycle call answers the delivery at the stage the machine would move it to.
 */
export interface Post {
  path: string;
  body: Record<string, unknown>;
}
export interface AgentDeliveryFake {
  options: AgentOption[];
  deliveries: AgentDeliveryDetail[];
  settings: AgentSettings;
  isAgent: boolean;
  /** A refusal the next settings save answers with, else none. */
  settingsRefusal: string | null;
  finance: AgentFinance;
  moves: AgentFeeMove[];
  posts: Post[];
  queries: Array<{ path: string; query: URLSearchParams }>;
}

const time = '2026-11-22 10:00:00';

/** Delivery `id` of order 501 (3 枚 全品, ¥5.00 fee), as `role` sees it, at `stage`. */
export const deliveryOf = (id: number, role: AgentDeliveryRole, stage: AgentDeliveryStage, extra: Partial<AgentDeliveryDetail> = {}): AgentDeliveryDetail => ({
  id,
  orderId: 500 + id,
  side: 'buyer',
  productName: '1980年 T46 庚申年猴票',
  quantity: 3,
  grade: '全品',
  member: '集邮新人',
  agent: '京华代理',
  fee: 500,
  instruction: 'forward',
  stage,
  stateName: agentDeliveryStageNames[stage],
  createTime: time,
  updateTime: time,
  role,
  checkedQuantity: null,
  checkedGrade: null,
  problem: null,
  photos: [],
  inbound: { expressCompany: '顺丰速运', trackingNo: 'SF1234567890' },
  outbound: null,
  agentAddress: { consignee: '京华代理', phone: '13800000002', region: '北京市 东城区', detail: '王府井大街1号' },
  forwardAddress: { consignee: '集邮新人', phone: '13800000001', region: '上海市 黄浦区', detail: '南京东路2号' },
  stateValue: stage,
  context: { instruction: 'forward', checkedQuantity: null, checkedGrade: null, problem: null },
  events: [{ step: 1, id: 1, time, at: 0, role: 'member', actor: '集邮新人', event: 'agentDelivery.create', from: 'draft', to: 'awaitingArrival', payload: { instruction: 'forward' } }],
  replayMatches: true,
  ...extra,
});

export const freshAgentDeliveryFake = (): AgentDeliveryFake => ({
  options: [
    { agentId: 7, userName: '京华代理', fee: 500, isDefault: true },
    { agentId: 8, userName: '申城代理', fee: 0, isDefault: false },
  ],
  deliveries: [deliveryOf(1, 'member', 'awaitingArrival'), deliveryOf(2, 'member', 'problem', { problem: '邮票右下角有折痕', photos: ['problemPhotoKey000000001.webp'] })],
  settings: { fee: 500, payoutCardId: null, cards: [{ id: 3, bankName: '中国工商银行', tail: '1234' }] },
  isAgent: true,
  settingsRefusal: null,
  finance: { fee: 500, deliveries: 12, stock: 3, settled: 4_500, pending: 1_000, refunded: 500 },
  moves: [
    { id: 21, deliveryId: 1, orderId: 501, kind: 'held', change: -500, amount: 500, counterpart: '京华代理', memo: '预付代理费', createTime: time },
    { id: 22, deliveryId: 2, orderId: 502, kind: 'paid', change: 0, amount: 500, counterpart: '京华代理', memo: '验货后支付代理费', createTime: time },
  ],
  posts: [],
  queries: [],
});

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const refuse = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null }, { status: code });
const page = (list: unknown[]) => envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });

/** Where each lifecycle call moves a delivery. */
const moves: Record<string, AgentDeliveryStage> = {
  cancel: 'cancelled',
  receive: 'arrived',
  inspect: 'inspected',
  problem: 'problem',
  accept: 'inspected',
  reject: 'returning',
  hold: 'held',
  forward: 'forwarded',
  return: 'returned',
};

export function agentDeliveryFakeHandlers(s: AgentDeliveryFake): RequestHandler[] {
  const asked = (request: Request) => {
    const url = new URL(request.url);
    s.queries.push({ path: url.pathname, query: url.searchParams });
    return url.searchParams;
  };
  return [
    http.get('*/api/agent/delivery/options', () => envelope(s.options)),
    http.get('*/api/agent/delivery/page', ({ request }) => {
      const query = asked(request);
      const stage = query.get('stage');
      const stock = ['arrived', 'problem', 'inspected', 'held', 'returning'];
      return page(s.deliveries.filter((d) => !stage || (stage === 'stock' ? stock.includes(d.stage) : d.stage === stage)));
    }),
    http.get('*/api/agent/delivery/:id', ({ params }) => {
      const found = s.deliveries.find((d) => d.id === Number(params.id));
      return found ? envelope(found) : refuse(404, agentDeliveryMessages.agentDeliveryNotFound);
    }),
    http.post('*/api/agent/delivery/:call', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const call = String(params.call);
      s.posts.push({ path: new URL(request.url).pathname, body });
      const at = s.deliveries.findIndex((d) => d.id === body.id);
      const stage = moves[call]!;
      const moved = { ...s.deliveries[at]!, stage, stateValue: stage, stateName: agentDeliveryStageNames[stage] };
      s.deliveries[at] = moved;
      return envelope(moved);
    }),
    http.get('*/api/agent/settings', () => (s.isAgent ? envelope(s.settings) : refuse(403, agentDeliveryMessages.agentOnly))),
    http.post('*/api/agent/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      s.posts.push({ path: '/api/agent/settings', body });
      if (s.settingsRefusal) return refuse(400, s.settingsRefusal);
      s.settings = { ...s.settings, fee: Number(body.fee), payoutCardId: (body.payoutCardId as number | null) ?? null };
      return envelope(s.settings);
    }),
    http.get('*/api/agent/finance', ({ request }) => (asked(request), envelope(s.finance))),
    http.get('*/api/agent/pay/page', ({ request }) => {
      const deliveryId = asked(request).get('deliveryId');
      return page(s.moves.filter((m) => !deliveryId || m.deliveryId === Number(deliveryId)));
    }),
    http.get('*/api/agent/pay/:id', ({ params }) => envelope(s.moves.find((m) => m.id === Number(params.id)))),
    http.get('*/api/express/delivery/list', () => envelope([{ id: 1, name: '顺丰速运' }, { id: 2, name: '中国邮政' }])),
  ];
}

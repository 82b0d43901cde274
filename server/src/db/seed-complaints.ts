import { addMs, type Clock } from '../domain/clock';
import type { ComplaintState } from '../../../src/api/contracts/content-names';
import type { Db } from './database';
import { complaints, punishments } from './schema';

const day = 86_400_000;

interface DemoComplaint {
  by: string;
  about: string;
  title: string;
  content: string;
  daysAgo: number;
  state: ComplaintState;
  decision?: string;
  decidedDaysAgo?: number;
  /** A punishment issued with the decision: kind, its reason, how long (null: until revoked). */
  punish?: { kind: 'warning' | 'publishBan'; reason: string; days: number | null };
}

/**
 * Complaints and punishments for the demo (投诉专栏 /bulletin, 处罚公示 /punishment): disputes between demo members as
 * collectors meet them (a 品相 not as described, a parcel not sent, the wrong stamp sent), decided by 平台客服 with upheld,
 * dismissed, pending and withdrawn ones. 警示用户 (already warned) carries an active warning until revoked, and
 * 华夏邮社 an expired publish ban, so the notice has history. No ban is in force: every demo member publishes and
 * trades as the other pages and their tests expect. About members, not orders (the demo has no orders yet); no inbox
 * messages are seeded, so the message centre keeps its two welcome messages.
 */
const demoComplaints: DemoComplaint[] = [
  {
    by: '老周邮票',
    about: '警示用户',
    title: 'T46猴票品相与描述严重不符',
    content:
      '对方挂单标注“全品、原胶、无折无黄”，收到后发现邮票右上角有明显折痕，背胶有揭薄痕迹，与挂单描述严重不符。已附收货当天拍摄的照片，联系对方退货一周未获回复。',
    daysAgo: 25,
    state: 'upheld',
    decision:
      '经核实，被投诉人挂单时标注为全品，投诉人提供的收货照片显示邮票存在折痕和揭薄，被投诉人未能提供发货前的实物照片。投诉成立，已协调被投诉人办理退货退款，并对其予以警告处罚。',
    decidedDaysAgo: 20,
    punish: { kind: 'warning', reason: '挂单品相描述与实物严重不符，经投诉核实成立', days: null },
  },
  {
    by: '邮友小王',
    about: '警示用户',
    title: '确认成交后迟迟不发货',
    content: '在线交易确认成交并付款后，对方五天未发货，站内信和电话均无人回复。希望平台督促对方尽快发货或同意取消订单。',
    daysAgo: 14,
    state: 'upheld',
    decision:
      '平台介入后被投诉人已于次日发货，投诉人确认收货无误。被投诉人存在拖延发货行为，投诉成立，记入其交易信用记录；鉴于其警告处罚仍在执行，本次不另行处罚。',
    decidedDaysAgo: 10,
  },
  {
    by: '华夏邮社',
    about: '金陵藏家',
    title: '对方拒绝按约定价格成交',
    content: '双方在站内信中谈好了价格，对方随后修改挂单价格，要求按新价格成交，认为对方不守信用。',
    daysAgo: 18,
    state: 'dismissed',
    decision:
      '经查阅双方站内信记录，双方仅就价格进行了询问，未达成成交约定；挂单价格以发布者在平台上的报价为准，被投诉人修改报价不违反交易规则。投诉不成立。',
    decidedDaysAgo: 16,
  },
  {
    by: '代理人老李',
    about: '华夏邮社',
    title: '发错邮票，多次交涉拒不更换',
    content: '购买的是J45（建国三十周年第二组）单枚，对方寄来的却是同系列的J46，联系对方更换时对方坚称没有发错，拒绝处理。附实物与挂单截图对比。',
    daysAgo: 45,
    state: 'upheld',
    decision: '经比对实物照片与挂单信息，被投诉人所发邮品与挂单不符，且在投诉人提出后拒绝更换。投诉成立，已协调退货，并限制被投诉人发布挂单30天。',
    decidedDaysAgo: 40,
    punish: { kind: 'publishBan', reason: '所发邮品与挂单不符且拒不处理，经投诉核实成立', days: 30 },
  },
  {
    by: '集邮新人',
    about: '华夏邮社',
    title: '怀疑所购纪念邮票为仿品',
    content: '收到的纪念邮票颜色偏淡，齿孔不齐，与手头同套邮票对比有明显差异，怀疑是仿品，要求对方退款。',
    daysAgo: 30,
    state: 'dismissed',
    decision: '平台请投诉人将实物寄回，经与同套邮票逐项比对纸张、印刷和齿孔，确认为真品，颜色差异属正常印刷色差。投诉不成立，交易按原订单完成。',
    decidedDaysAgo: 22,
  },
  {
    by: '金陵藏家',
    about: '邮友小王',
    title: '多次下单后不付款',
    content: '对方一周内三次摘牌下单，每次都在付款期限前不付款，导致挂单被占用、错失其他买家，希望平台核查是否恶意下单。',
    daysAgo: 2,
    state: 'pending',
  },
  {
    by: '老周邮票',
    about: '金陵藏家',
    title: '包装简陋导致邮票受潮',
    content: '对方只用普通信封寄出，没有护邮袋和硬纸板，收到时信封已被雨水打湿，邮票背面有水渍，要求协商部分退款。',
    daysAgo: 1,
    state: 'pending',
  },
  {
    by: '邮友小王',
    about: '代理人老李',
    title: '交割代理延误',
    content: '委托对方代为交割的邮品超过约定时间三天仍未寄出，联系对方说在外地出差，希望平台督促。',
    daysAgo: 8,
    state: 'withdrawn',
  },
];

export async function seedComplaints(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const now = clock();
  const ago = (days: number) => addMs(now, -days * day);
  const staff = memberId.get('平台客服')!;
  // Oldest first, so ids follow time as they do when members file them (the lists are newest first by id).
  for (const c of [...demoComplaints].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const decided = c.decidedDaysAgo === undefined ? null : ago(c.decidedDaysAgo);
    const [row] = await tx
      .insert(complaints)
      .values({
        complainantId: memberId.get(c.by)!,
        kind: 'member',
        respondentId: memberId.get(c.about)!,
        title: c.title,
        content: c.content,
        state: c.state,
        decision: c.decision ?? '',
        decidedBy: decided ? staff : null,
        decidedAt: decided,
        createdAt: ago(c.daysAgo),
      })
      .returning({ id: complaints.id });
    if (c.punish && decided) {
      await tx.insert(punishments).values({
        userId: memberId.get(c.about)!,
        complaintId: row!.id,
        kind: c.punish.kind,
        reason: c.punish.reason,
        startsAt: decided,
        endsAt: c.punish.days === null ? null : addMs(decided, c.punish.days * day),
        issuedBy: staff,
        createdAt: decided,
      });
    }
  }
  // A warning issued on its own, long over: the notice's history also has punishments without a complaint.
  await tx.insert(punishments).values({
    userId: memberId.get('代理人小陈')!,
    kind: 'warning',
    reason: '在挂单中留下站外联系方式，引导买家私下转账交易',
    startsAt: ago(120),
    endsAt: ago(90),
    issuedBy: staff,
    createdAt: ago(120),
  });
}

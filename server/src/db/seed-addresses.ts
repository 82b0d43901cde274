import { addressColumns } from '../domain/addresses';
import type { Clock } from '../domain/clock';
import type { Db } from './database';
import { receivingAddresses } from './schema';

/**
 * One default 收货地址 for the demo members who trade, so an order confirmed in the demo keeps the buyer's address and
 * a return shows the seller's. Regions are ids of the area tree (GB/T 2260); addressColumns resolves their names and
 * fails the seed loudly if the tree ever stops having them.
 */
const demoAddresses = [
  { member: '老周邮票', trueName: '周建国', phone: '13800000005', addressArr: ['32', '3201', '320102'], address: '中山路18号颐和公寓3栋602室' },
  { member: '邮友小王', trueName: '王晓明', phone: '13800000002', addressArr: ['31', '3101', '310104'], address: '漕溪北路398号汇智大厦1205室' },
  { member: '金陵藏家', trueName: '陈立新', phone: '13800000003', addressArr: ['32', '3201', '320104'], address: '贡院西街12号金陵邮币卡市场A区26号' },
  { member: '华夏邮社', trueName: '赵卫东', phone: '13800000004', addressArr: ['11', '1101', '110102'], address: '月坛北街25号月坛邮币卡市场2楼218号' },
  // The demo's delivery agent: sellers ship here for the members who deliver through him.
  { member: '代理人小陈', trueName: '陈志远', phone: '13800000011', addressArr: ['32', '3201', '320106'], address: '湖南路88号凤凰大厦10楼1008室' },
];

export async function seedAddresses(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const now = clock();
  await tx.insert(receivingAddresses).values(
    demoAddresses.map(({ member, ...fields }) => ({
      userId: memberId.get(member)!,
      ...addressColumns(fields),
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

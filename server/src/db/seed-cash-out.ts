import type { Clock } from '../domain/clock';
import type { Db } from './database';
import { bankCards } from './schema';

/**
 * Bank cards for the demo (docs/adr/0027): 老周邮票 (10,000 yuan) has a collect card to cash out to and a quick-pay
 * card, so /person/account/withdraw can be tried at once; 金陵藏家 has a collect card. No cash-out is seeded: every
 * demo balance stays what the other pages and their tests expect; apply as 老周邮票 and settle it as 平台客服 at
 * /staff/cash-outs. The numbers are well-formed (Luhn) but belong to no one.
 */
export async function seedBankCards(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const now = clock();
  const zhou = memberId.get('老周邮票')!;
  const jinling = memberId.get('金陵藏家')!;
  await tx.insert(bankCards).values([
    { userId: zhou, kind: 'collect', bankCode: 'CCB', cardNo: '6217001234567893', holderName: '周建国', phone: null, isDefault: true, createdAt: now },
    { userId: zhou, kind: 'pay', bankCode: 'CMB', cardNo: '6225881234123411', holderName: '周建国', phone: '13800000005', isDefault: true, createdAt: now },
    { userId: jinling, kind: 'collect', bankCode: 'ICBC', cardNo: '6222020200112233446', holderName: '陈立新', phone: null, isDefault: true, createdAt: now },
  ]);
}

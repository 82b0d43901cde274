import { asc, eq } from 'drizzle-orm';
import {
  bankNameOf,
  maskCardNo,
  type AccountOpening,
  type AccountOpeningDetail,
  type AccountOpeningRole,
  type AccountOpeningStage,
  type BankCode,
} from '../../../../src/api/contracts/cash-out';
import { maskPhone } from '../../../../src/api/contracts/display';
import { accountOpeningSnapshots } from '../../../../src/machines/account-opening.machine';
import { stateLabel } from '../../../../src/machines/order-lifecycles';
import type { Db } from '../../db/database';
import { accountOpeningEvents } from '../../db/schema';
import type { BankProvider } from '../../providers/bank';
import { auditEventsOf } from '../audit-trail';
import { formatChinaTime } from '../clock';
import { isAuthenticated, namesOf } from '../members';
import type { Member } from '../sessions';
import { openingOf, type OpeningDetail, type OpeningRow } from './openings';

/** The opening as its member reads it: every step's result, the tied card masked; the photos' keys are not answered. */
export async function openingView(db: Db, row: OpeningRow): Promise<AccountOpening> {
  const detail = row.detail as OpeningDetail;
  const rows = await db.select().from(accountOpeningEvents).where(eq(accountOpeningEvents.openingId, row.id)).orderBy(asc(accountOpeningEvents.id));
  const names = await namesOf(db, rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  return {
    id: row.id,
    stateValue: row.stateValue as AccountOpeningStage,
    context: row.context,
    stage: row.stage as AccountOpeningStage,
    stateName: stateLabel(accountOpeningSnapshots.resolve(row.stateValue, row.context)),
    accountNo: detail.accountNo ?? null,
    card: detail.card
      ? { bankCode: detail.card.bankCode as BankCode, bankName: bankNameOf(detail.card.bankCode), cardNo: maskCardNo(detail.card.cardNo), phone: maskPhone(detail.card.phone) }
      : null,
    contractNo: detail.contractNo ?? null,
    updateTime: formatChinaTime(row.updatedAt),
    events: auditEventsOf<AccountOpeningRole>(rows, names, ''),
  };
}

/** GET /account/open/detail: the member's opening (null before the photos), and what the bank behind it is. */
export async function openingDetail(db: Db, bank: BankProvider, member: Member): Promise<AccountOpeningDetail> {
  const row = await openingOf(db, member.id);
  return {
    authenticated: isAuthenticated(member),
    provider: { kind: bank.kind, development: bank.development, notice: bank.notice },
    opening: row ? await openingView(db, row) : null,
  };
}

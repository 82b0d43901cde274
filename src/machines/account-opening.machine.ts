import { setup } from 'xstate';
import type { AccountOpeningRole, AccountOpeningStage } from '../api/contracts/cash-out-names';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 银行开户 (spec section 7, "Account opening"; /person/open-account; issue 14; docs/adr/0027): the bank account a
 * member's bond (margin) trading settles through, opened step by step with the bank behind the BankProvider: the
 * identity card's photos, the account opened in the member's authenticated name, a bank card tied to it, the card
 * confirmed with the code its bank sent to the card's phone, the account contract signed. Each event is sent by the
 * member's call once the bank has answered it (an account number, a code sent, a code accepted, a contract number),
 * so a refusal by the bank changes nothing here (the calls are in the one call table: src/api/contracts/lifecycle-calls.ts). Until the account is opened the photos may be replaced; until the
 * card is confirmed another card may be tied (a new code is sent).
 *
 * The row is made in `draft` by the member's first photos, checked to be their own first, and sent
 * `opening.uploadPhotos` at once (server/src/domain/account-opening), so an opening's history starts with that event.
 */
export type AccountOpeningContext = Record<string, never>;

/** The member's steps, typed from their calls in the call table (a tied card's bank code is the only payload kept). */
export type AccountOpeningEvent = LifecycleEventBase<AccountOpeningRole> & CallEventOf<'accountOpening'>;

const member: AccountOpeningRole[] = ['member'];

export const accountOpeningMachine = setup({
  types: {
    context: {} as AccountOpeningContext,
    events: {} as AccountOpeningEvent,
  },
}).createMachine({
  id: 'accountOpening',
  description:
    '银行开户：会员上传身份证照片，银行以实名认证的姓名开立账户，绑定一张银行卡并以银行发到预留手机的验证码确认，最后签署开户协议。每一步在银行答复后才记录。',
  meta: {
    eventLabels: {
      'opening.uploadPhotos': '上传证件照片',
      'opening.open': '开立账户',
      'opening.tieCard': '绑定银行卡',
      'opening.confirmCard': '验证银行卡',
      'opening.sign': '签署开户协议',
    },
  } satisfies MachineMeta<AccountOpeningEvent['type']>,
  context: {},
  initial: 'draft',
  states: {
    draft: {
      description: '未开始：会员第一次上传本人证件照片时建立，随即记录这次上传；记录未完成时停留在此，重新上传即可。',
      meta: { label: '未开始' } satisfies StateMeta,
      on: {
        'opening.uploadPhotos': allow({ roles: member, when: 'the member’s own identity photos' }, { target: 'photosUploaded' }),
      },
    },
    photosUploaded: {
      description: '已上传照片：可重新上传；下一步由银行开立账户。',
      meta: { label: '已上传照片' } satisfies StateMeta,
      on: {
        'opening.uploadPhotos': allow({ roles: member, when: 'the member’s own identity photos' }, { target: 'photosUploaded' }),
        'opening.open': allow({ roles: member, when: 'the bank opened an account in the authenticated name' }, { target: 'opened' }),
      },
    },
    opened: {
      description: '已开户：银行已开立账户，下一步绑定一张本人银行卡。',
      meta: { label: '已开户' } satisfies StateMeta,
      on: {
        'opening.tieCard': allow({ roles: member, when: 'the card’s bank sent a code to its phone' }, { target: 'cardTied' }),
      },
    },
    cardTied: {
      description: '待验证银行卡：银行已向预留手机发送验证码；可换一张卡重新绑定。',
      meta: { label: '待验证银行卡' } satisfies StateMeta,
      on: {
        'opening.tieCard': allow({ roles: member, when: 'the card’s bank sent a code to its phone' }, { target: 'cardTied' }),
        'opening.confirmCard': allow({ roles: member, when: 'the bank accepted the code' }, { target: 'cardConfirmed' }),
      },
    },
    cardConfirmed: {
      description: '银行卡已验证：下一步签署开户协议。',
      meta: { label: '银行卡已验证' } satisfies StateMeta,
      on: {
        'opening.sign': allow({ roles: member, when: 'the bank signed the contract' }, { target: 'signed' }),
      },
    },
    signed: {
      description: '开户完成：协议已签署，账户可用于保证金交易。',
      meta: { label: '开户完成' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The steps in order, as /person/open-account draws them (StepProgress): the stage's index among them. */
export const openingSteps: ReadonlyArray<{ stage: AccountOpeningStage; title: string }> = [
  { stage: 'photosUploaded', title: '上传证件照片' },
  { stage: 'opened', title: '开立账户' },
  { stage: 'cardTied', title: '绑定银行卡' },
  { stage: 'cardConfirmed', title: '验证银行卡' },
  { stage: 'signed', title: '签署协议' },
];

/** The questions asked of a stored account opening: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const accountOpeningSnapshots = storedSnapshots<typeof accountOpeningMachine, AccountOpeningStage, AccountOpeningRole>(accountOpeningMachine);

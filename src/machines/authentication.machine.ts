import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import type { AuthenticationKind, AuthenticationRole, AuthenticationStage } from '../api/contracts/authentication-names';
import { isDecisionReason } from '../api/contracts/decision-reasons';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 实名认证 (spec sections 4-7; docs/adr/0023): a member submits their papers (personalAuthentication or
 * companyAuthentication), platform staff approve or reject them with a reason, and a rejected member edits and
 * submits again (the /edit calls). An approved member is authenticated for good: nothing is accepted after it. Papers
 * cannot be changed while they are being reviewed, so staff always decide on what they see. The browser renders this
 * machine (the form, 审核中, 已认证) and the server enforces it (server/src/domain/authentication).
 */
export interface AuthenticationContext {
  /** Why staff rejected the last submission; cleared when the member submits again. */
  rejectReason: string | null;
}

export type AuthenticationEvent = LifecycleEventBase<AuthenticationRole> &
  (
    | { type: 'auth.submit'; kind: AuthenticationKind }
    | { type: 'auth.resubmit'; kind: AuthenticationKind }
    | { type: 'auth.approve' }
    | { type: 'auth.reject'; reason: string }
  );

const member: AuthenticationRole[] = ['member'];
const operator: AuthenticationRole[] = ['operator'];

export const authenticationMachine = setup({
  types: {
    context: {} as AuthenticationContext,
    events: {} as AuthenticationEvent,
  },
  actions: {
    recordRejection: assign({ rejectReason: ({ event }) => (event.type === 'auth.reject' ? event.reason.trim() : null) }),
    forgetRejection: assign({ rejectReason: null }),
  },
}).createMachine({
  id: 'authentication',
  description: '实名认证：会员提交证件资料，平台审核通过或驳回（须填写原因）；被驳回后修改资料重新提交，通过后不可再次提交。',
  meta: {
    eventLabels: {
      'auth.submit': '提交认证资料',
      'auth.resubmit': '修改后重新提交',
      'auth.approve': '审核通过',
      'auth.reject': '审核驳回',
    },
  } satisfies MachineMeta<AuthenticationEvent['type']>,
  context: { rejectReason: null },
  initial: 'draft',
  states: {
    draft: {
      description: '尚未提交：会员填写个人或企业认证资料并上传证件照片。',
      meta: { label: '未认证' } satisfies StateMeta,
      on: {
        'auth.submit': allow({ roles: member }, { target: 'submitted' }),
      },
    },
    submitted: {
      description: '审核中：资料不可修改，等待平台审核。',
      meta: { label: '审核中' } satisfies StateMeta,
      on: {
        'auth.approve': allow({ roles: operator }, { target: 'approved' }),
        'auth.reject': allow(
          { roles: operator, when: 'with a reason of 1-200 characters' },
          {
            target: 'rejected',
            accepts: ({ event }: { event: AuthenticationEvent }) => event.type === 'auth.reject' && isDecisionReason(event.reason),
            actions: 'recordRejection',
          },
        ),
      },
    },
    rejected: {
      description: '已驳回：会员可按驳回原因修改资料后重新提交。',
      meta: { label: '已驳回' } satisfies StateMeta,
      on: {
        'auth.resubmit': allow({ roles: member }, { target: 'submitted', actions: 'forgetRejection' }),
      },
    },
    approved: {
      description: '已认证：会员等级至少为2级，认证类型为所提交的类型。',
      meta: { label: '已认证' } satisfies StateMeta,
      type: 'final',
    },
  },
});

export type AuthenticationSnapshot = AnyMachineSnapshot;

/** The submission event the member's call sends from a stage: the first submission, or the edit after a rejection. */
export const submissionEvent = (edit: boolean) => (edit ? 'auth.resubmit' : 'auth.submit');

/** The questions asked of a stored authentication application: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const authenticationSnapshots = storedSnapshots<typeof authenticationMachine, AuthenticationStage, AuthenticationRole>(authenticationMachine);

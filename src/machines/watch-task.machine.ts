import { setup } from 'xstate';
import type { CallEventOf } from '../api/contracts/lifecycle-calls';
import type { WatchRole, WatchStage } from '../api/contracts/watch-names';
import { allow, type LifecycleEventBase, type MachineMeta, type StateMeta } from './lifecycle';
import { storedSnapshots } from './stored-snapshots';

/**
 * 盯盘 (a watch task; issue 27, spec sections 6 and 7, Order watching): an elite VIP member watches a variety for
 * offers within a price limit. While active, every offer published or edited to meet the task is matched to it by the
 * server, in the offer's own transaction (`watch.match`, by system): the task is matched and the member is told. The
 * member then confirms the take, of one match or of all (the scan basket's order making), which ends the task; or
 * stops it; or its end date passes (`watch.expire`). The browser renders this machine and the server enforces it
 * (server/src/domain/watch/tasks.ts).
 */
export type WatchTaskEvent = LifecycleEventBase<WatchRole> & (CallEventOf<'watchTask'> | { type: 'watch.match' } | { type: 'watch.expire' });

const member: WatchRole[] = ['member'];
const system: WatchRole[] = ['system'];

/** What every open task answers alike: the member stops it, its end date passes. */
const whileOpen = {
  'watch.stop': allow({ roles: member }, { target: '#watchTask.stopped' }),
  'watch.expire': allow({ roles: system, when: 'the task’s end date has passed' }, { target: '#watchTask.expired' }),
  'watch.match': allow({ roles: system, when: 'an open offer of another member meets the task (variety, side, price, grade, trade and delivery way)' }, { target: '#watchTask.matched' }),
};

export const watchTaskMachine = setup({
  types: {
    context: {} as Record<string, never>,
    events: {} as WatchTaskEvent,
  },
}).createMachine({
  id: 'watchTask',
  description: '盯盘任务：精英VIP会员盯住一个品种的限价挂单；符合条件的挂单一发布即匹配并通知会员，会员确认成交（单笔或全部）后任务完成；会员可随时停止，到结束日期自动过期。',
  meta: {
    eventLabels: {
      'watch.added': '添加盯盘',
      'watch.match': '匹配到挂单',
      'watch.confirm': '确认成交',
      'watch.confirmAll': '全部确认成交',
      'watch.stop': '停止盯盘',
      'watch.expire': '到期结束',
    },
  } satisfies MachineMeta<WatchTaskEvent['type'] | 'watch.added'>,
  context: {},
  initial: 'active',
  states: {
    active: {
      description: '盯盘中：等待符合条件的挂单。',
      meta: { label: '盯盘中' } satisfies StateMeta,
      on: whileOpen,
    },
    matched: {
      description: '已匹配：有符合条件的挂单，等待会员确认成交；新的挂单仍会匹配进来。',
      meta: { label: '已匹配' } satisfies StateMeta,
      on: {
        ...whileOpen,
        'watch.confirm': allow({ roles: member, when: 'the match is the task’s, open, and its offer still meets the task' }, { target: 'confirmed' }),
        'watch.confirmAll': allow({ roles: member, when: 'at least one open match of the task can still be taken' }, { target: 'confirmed' }),
      },
    },
    confirmed: {
      description: '已成交：匹配的挂单已下单，请在订单中完成后续操作。',
      meta: { label: '已成交' } satisfies StateMeta,
      type: 'final',
    },
    stopped: {
      description: '已停止：会员停止了盯盘。',
      meta: { label: '已停止' } satisfies StateMeta,
      type: 'final',
    },
    expired: {
      description: '已过期：到了结束日期仍未成交。',
      meta: { label: '已过期' } satisfies StateMeta,
      type: 'final',
    },
  },
});

/** The questions asked of a stored watch task: resolve, start, next, stage, replay (stored-snapshots.ts). */
export const watchTaskSnapshots = storedSnapshots<typeof watchTaskMachine, WatchStage, WatchRole>(watchTaskMachine);

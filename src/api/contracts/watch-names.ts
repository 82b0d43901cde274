import type { ConditionGrade } from './content-names';

/**
 * The words of watch tasks (盯盘, issue 27, spec sections 6 and 7) without their schemas: the machine, the pages that
 * only show a state and the server read them here and load no zod; watch.ts builds the request schemas from them.
 */

/** Watch and sweep are for elite VIP members and above (spec sections 6 and 9: levelId at least 4). */
export const watchMinLevel = 4;

/** Where a task stands: the watch-task machine's states (src/machines/watch-task.machine.ts). */
export const watchStages = ['active', 'matched', 'confirmed', 'stopped', 'expired'] as const;
export type WatchStage = (typeof watchStages)[number];
export const watchStageNames: Record<WatchStage, string> = { active: '盯盘中', matched: '已匹配', confirmed: '已成交', stopped: '已停止', expired: '已过期' };
/** A task still watching: new offers match it, its switches may change, it may be stopped. */
export const openWatchStages = ['active', 'matched'] as const satisfies readonly WatchStage[];
/** A finished task: only these may be deleted from the list. */
export const finishedWatchStages = ['confirmed', 'stopped', 'expired'] as const satisfies readonly WatchStage[];
export const isOpenWatchStage = (stage: WatchStage): boolean => (openWatchStages as readonly WatchStage[]).includes(stage);

/** Who acts on a task: its member, and the server (an offer matching it, its end date passing). */
export const watchRoles = ['member', 'system'] as const;
export type WatchRole = (typeof watchRoles)[number];

/** 我要买 watches sell offers at or below the limit; 我要卖 watches buy offers at or above it. */
export const watchSides = ['buy', 'sell'] as const;
export type WatchSide = (typeof watchSides)[number];
export const watchSideNames: Record<WatchSide, string> = { buy: '我要买', sell: '我要卖' };
/** The offers a side watches, in words: the limit's meaning on the add form and the task's card. */
export const watchLimitNames: Record<WatchSide, string> = { buy: '出售价不高于', sell: '求购价不低于' };

/** A match: an offer found for the task, open until taken into an order. */
export const watchMatchStates = ['open', 'taken'] as const;
export type WatchMatchState = (typeof watchMatchStates)[number];
export const watchMatchStateNames: Record<WatchMatchState, string> = { open: '待确认', taken: '已成交' };

/**
 * Grades from the best: a task accepts its grade and the better ones (a 上品 task takes 全品 and 上品 offers).
 * The order is the one content-names.ts lists them in.
 */
export const gradeAtLeast = (offered: ConditionGrade, wanted: ConditionGrade, order: readonly ConditionGrade[]): boolean =>
  order.indexOf(offered) <= order.indexOf(wanted);

/** The form of a variety that a loose-edition task also accepts (散票: single stamps of the same issue). */
export const looseForm = '单枚';

/** A task watches for at most this many days (its end date is within it). */
export const maxWatchDays = 90;

/** A matched offer's kind as the alert and the match list say it (publishType 0 buy, 1 sell). */
export const matchedOfferNames: Record<0 | 1, string> = { 0: '求购', 1: '出售' };

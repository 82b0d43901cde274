import type { AuthenticationEventView } from '../../api/contracts/authentication';

/** The events that hand the papers to staff, and those that decide them (authentication.machine.ts). */
const submissions = new Set(['auth.submit', 'auth.resubmit']);
const decisions = new Set(['auth.approve', 'auth.reject']);

/**
 * When the papers now on file were submitted (提交时间) and when staff decided them (审核时间), from the application's
 * recorded events: the application's own update time moves with every decision, so after 通过 it is the approval's
 * time and cannot stand for the submission (issue 25). Null where there is none yet (no decision while under review).
 */
export function applicationTimes(events: readonly AuthenticationEventView[]): { submitted: string | null; decided: string | null } {
  const lastSubmission = events.findLastIndex((e) => submissions.has(e.event));
  const decision = events.findLast((e, i) => i > lastSubmission && decisions.has(e.event));
  return { submitted: events[lastSubmission]?.time ?? null, decided: decision?.time ?? null };
}

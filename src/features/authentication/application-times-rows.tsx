import type { AuthenticationEventView } from '../../api/contracts/authentication';
import { FieldRow } from '../shared/field-row';
import { applicationTimes } from './application-times';

/**
 * 提交时间 (the papers' last submission) and, once staff decided, 审核时间, as field rows: the member's page and the
 * staff's review page. `fallback` (the application's update time) stands for the submission only when no event says
 * (an application recorded before its events were).
 */
export function ApplicationTimes({ events, fallback }: { events: readonly AuthenticationEventView[]; fallback: string }) {
  const { submitted, decided } = applicationTimes(events);
  return (
    <>
      <FieldRow label="提交时间">{submitted ?? fallback}</FieldRow>
      {decided && <FieldRow label="审核时间">{decided}</FieldRow>}
    </>
  );
}

import { watchRoles, type WatchRole } from '../../src/api/contracts/watch-names';
import type { watchTaskMachine, WatchTaskEvent } from '../../src/machines/watch-task.machine';
import type { ModelOptions } from './coverage';

/**
 * The watch-task machine's event alphabet: every event from every role (the member's calls and the system's match and
 * expiry). The coverage proof, the offers test, the refused-events test and the API's generated paths
 * (tests/server/watch-task.paths.test.ts) read it.
 */
type Payloads = { [T in WatchTaskEvent['type']]: Array<Omit<Extract<WatchTaskEvent, { type: T }>, 'type' | 'by' | 'at'>> };

const payloads: Payloads = {
  'watch.match': [{}],
  'watch.confirm': [{ matchId: 1 }],
  'watch.confirmAll': [{}],
  'watch.stop': [{}],
  'watch.expire': [{}],
};

const events: WatchTaskEvent[] = Object.entries(payloads).flatMap(([type, list]) =>
  (list as object[]).flatMap((payload) => watchRoles.map((by: WatchRole) => ({ type, by, at: 0, ...payload }) as unknown as WatchTaskEvent)),
);

export const watchTaskModel: ModelOptions<typeof watchTaskMachine> = { events: () => events };

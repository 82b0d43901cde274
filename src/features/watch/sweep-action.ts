import { messages } from '../../api/contracts/messages';
import { sweepWatchTasks } from '../../api/watch/change-watch-task';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/**
 * 一键扫货 (the header's button; loaded on the first press, so the header's code stays small): every open offer that
 * meets my open watch tasks goes into the scan basket, and the basket opens to confirm them. Nothing found: said so,
 * and the basket stays shut.
 */
export async function sweepIntoBasket(openBasket: () => void): Promise<void> {
  try {
    const { added } = await sweepWatchTasks();
    if (added === 0) return notify.info(messages.watchNothingToSweep);
    notify.success(`${messages.watchSwept}（${added}条）`);
    openBasket();
  } catch (error) {
    notify.warning(failureMessage(error));
  }
}

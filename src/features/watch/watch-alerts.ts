import { useQueryClient } from '@tanstack/react-query';
import type { WatchAlert } from '../../api/contracts/watch';
import { formatYuan } from '../../api/contracts/display';
import { refreshWatch } from '../../api/watch/change-watch-task';
import { useLiveEvent } from '../live';
import { notify } from '../shared/toaster';

/**
 * A live `watch.alert` (an offer matched one of my tasks), wherever the member is on the site: the watch lists and
 * details refresh, and a toast says what came (the inbox holds the same notice, and SMS when the task asked for it).
 */
export function WatchAlerts(): null {
  const client = useQueryClient();
  useLiveEvent('watch.alert', (event) => {
    const alert = event as unknown as WatchAlert;
    void refreshWatch(client);
    notify.info(`盯盘匹配：${alert.productName}，单价¥${formatYuan(alert.price)}，可成交${alert.quantity}（任务${alert.taskId}）`);
  });
  return null;
}

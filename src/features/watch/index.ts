export { WatchPage } from './watch-page';
export { WatchDetailPage } from './watch-detail-page';
export { WatchAlerts } from './watch-alerts';

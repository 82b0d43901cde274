// The process feature's public entry (eslint.config.js, feature isolation): the 流程 section of an order or a link.
export { ProcessPanel, type ProcessSubject } from './process-panel';
// A lifecycle's 流程 drawn from its own machine and recorded events, for lifecycles whose page loads their history
// itself (a cash-out's: docs/adr/0027).
export { LifecycleProcess } from './lifecycle-process';
export { eventsCsv } from './events-csv';

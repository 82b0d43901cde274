// The process feature's public entry (eslint.config.js, feature isolation): the 流程 section of an order or a link.
export { ProcessPanel, type ProcessSubject } from './process-panel';

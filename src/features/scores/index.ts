// The scores feature's public entry (eslint.config.js, feature isolation): the promotion pages show the rebate log
// with the same table. The pages themselves are loaded by src/routes/score-pages.tsx directly.
export { ScoreLogTable } from './score-log-table';

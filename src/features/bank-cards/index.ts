// The bank-cards feature's public entry (eslint.config.js, feature isolation): a member's card list of one kind, and
// the add-card dialog the withdraw form opens.
export { CardFormDialogOnDemand } from './card-form-on-demand';
export { CardList } from './card-list';

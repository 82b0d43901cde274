// The bond feature's public entry (eslint.config.js, feature isolation): an offer's fields and the margin rule's line,
// for other pages that show an offer. The pages themselves are loaded by src/routes/bond-pages.tsx.
export { BondOfferFields } from './bond-offer-fields';
export { MarginRuleLine, MarginRuleLink } from './margin-rule';

// The security feature's public entry (eslint.config.js, feature isolation): the trader homepage shows what its
// owner's privacy settings disclose.
export { TraderDisclosures } from './trader-disclosures';

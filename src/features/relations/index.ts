// The relations feature's public entry (eslint.config.js, feature isolation): the trader homepage's blacklist button.
export { BlacklistButton } from './blacklist-button';

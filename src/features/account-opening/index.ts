// The account-opening feature's public entry (eslint.config.js, feature isolation): its page, which the route tree
// loads from its own file.
export { OpenAccountPage } from './open-account-page';

// The catalogue feature's public entry (eslint.config.js, feature isolation): a variety's picture and card, for pages
// that show varieties elsewhere (the home page's popular varieties).
export { formatFaceValue, issueTitle } from './catalogue-format';
export { StampPicture } from './stamp-picture';
export { LastDealText, VarietyCardView } from './variety-card';

/**
 * The favourites' public entry: the 收藏 and 订阅 buttons other pages show. /person/favorite's page and the message
 * centre's 短信记录 tab are loaded on demand from their own files (favourites-page.tsx, sms-record-panel.tsx).
 */
export { TraderFollowButtons, VarietyFollowButtons } from './follow-buttons';

/**
 * The texts the app shell says before any page has loaded (the API client's errors, the login and phone rules, the
 * header's search, the menus' gates), apart from the rest of the catalogue so that the first page does not download
 * every message of the product (tests/unit/bundle-budget.test.ts). messages.ts spreads them in: one catalogue, each
 * text written once. Only modules of the entry import this file; everything else imports `messages`.
 */
export const shellMessages = {
  enterAccountAndPassword: '请输入账号和密码',
  enterAccount: '请输入用户名或手机号',
  enterPassword: '请输入密码',
  fillPhone: '请填写手机号',
  phoneFormatWrong: '手机格式错误',
  notLoggedIn: '您还未登录，请先登录',
  vipOnly: '此功能仅限VIP会员使用',
  eliteVipOnly: '仅限精英VIP及以上等级会员使用',
  logoutSucceeded: '退出成功',
  networkDown: '哎呀，网络好像断开了，再刷新试试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  // Header search (spec section 5): {category} is the chosen category's name
  enterKeyword: '请输入{category}关键字',
} as const;

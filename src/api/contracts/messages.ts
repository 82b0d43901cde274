/**
 * The one catalogue of user-facing texts (zh-CN). The spec gives each message in English; where it also gives the
 * Chinese original that original is used verbatim. Keys are stable so an English locale can follow.
 */
export const messages = {
  // Login (spec section 5)
  enterAccountAndPassword: '请输入账号和密码',
  enterAccount: '请输入用户名或手机号',
  enterPassword: '请输入密码',
  loginSucceeded: '登录成功',
  logoutSucceeded: '退出成功',
  // Phone and SMS
  fillPhone: '请填写手机号',
  phoneFormatWrong: '手机格式错误',
  fillSmsCode: '请填写手机短信验证码',
  smsSent: '手机验证短信已发送，请查收',
  phoneVerified: '手机验证成功',
  // Session and access
  notLoggedIn: '您还未登录，请先登录',
  notAuthenticated: '您还未认证，请先去认证',
  vipOnly: '此功能仅限VIP会员使用',
  eliteVipOnly: '仅限精英VIP及以上等级会员使用',
  // Scan basket
  beansUnder1000: '金豆不足1000',
  dealsUnder20: '成交次数不足20次',
  confirmQuantityInsufficient: '确认数量不足',
  enterConfirmQuantity: '请输入确认数量',
  basketCleared: '扫货篮已清空',
  selectedDeleted: '已删除所选数据',
  scanSucceeded: '扫货成功',
  // Payment password and agents
  payPasswordNotSet: '未设置支付密码，请先设置',
  fillApplicationNote: '请填写申请说明',
  // Network and generic (spec section 8)
  networkDown: '哎呀，网络好像断开了，再刷新试试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  internalError: '服务器开小差了，请稍后再试',
  // Server-side auth errors
  wrongCredentials: '账号或密码错误',
  loginLocked: '登录失败次数过多，请15分钟后再试',
  codeWrong: '短信验证码错误',
  codeExpired: '短信验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  smsTooSoon: '发送过于频繁，请60秒后再试',
  smsHourlyLimit: '该手机号或IP本小时发送次数已达上限',
  captchaFailed: '滑块验证未通过，请重试',
  phoneTaken: '该手机号已注册',
  userNameTaken: '该用户名已被使用',
  phoneNotRegistered: '该手机号未注册',
  sessionExpired: '登录已过期，请重新登录',
  sessionRevoked: '您的账号已在别处登录或已退出，请重新登录',
  accountFrozen: '账号已被冻结，请联系客服',
  forbidden: '无权操作',
  notFound: '请求的资源不存在',
  invalidRequest: '请求参数有误',
  passwordRule: '密码须为6-20位，且同时包含字母和数字',
  userNameRule: '用户名须为2-20位中文、字母、数字或下划线',
  thirdPartyUnknown: '第三方登录已失效，请重新授权',
  thirdPartyAlreadyBound: '该第三方账号已绑定其他用户',
  resetTicketInvalid: '重置凭证无效或已过期，请重新验证手机',
  passwordReset: '密码已重置，请使用新密码登录',
  registered: '注册成功',
  codeUsed: '短信验证码已使用，请重新获取',
  requestTooLarge: '请求内容过大',
  phoneAlreadyVerified: '该手机号已验证',
  thirdPartyBound: '绑定成功',
  insufficientBalance: '余额不足',
  // Registration and forgotten password forms
  enterUserName: '请输入用户名',
  passwordsDiffer: '两次输入的密码不一致',
  agreeToTerms: '请阅读并同意《邮市用户注册协议》',
  thirdPartyChecking: '正在确认第三方授权…',
  // Header search (spec section 5): {category} is the chosen category's name
  enterKeyword: '请输入{category}关键字',
} as const;
export type MessageKey = keyof typeof messages;

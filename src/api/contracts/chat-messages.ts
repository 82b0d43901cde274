/** The texts of member chat and the live socket (issue 27), spread into the one catalogue (messages.ts) from a file of their own. */
export const chatMessages = {
  liveFrameInvalid: '消息格式不正确',
  liveFrameUnknown: '不支持的消息类型',
  liveChannelRefused: '无权订阅该频道',
  liveTooFast: '发送太频繁，请稍后再试',
  liveNeedsLogin: '请先登录后再使用在线消息',
  chatTextRequired: '请输入消息内容',
  chatTextTooLong: '消息内容不能超过500个字',
  chatClientIdInvalid: '消息编号不正确',
  chatSelf: '不能给自己发消息',
  chatBlocked: '对方已将您加入黑名单，无法发送消息',
  chatOfferNotFound: '该商品不存在或已下架',
  chatOneKind: '一条消息只能是文字、图片或商品中的一种',
  chatNotFound: '会话不存在',
} as const;

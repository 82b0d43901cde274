import { favouriteLimits } from './favourite-names';

/** The texts of favourites, subscriptions and SMS records (issue 27), spread into the one catalogue (messages.ts) from a file of their own. */
export const favouriteMessages = {
  // Favourites (收藏)
  favouriteAdded: '收藏成功',
  favouriteRemoved: '已取消收藏',
  favouriteRenewed: '续期成功',
  autoRenewOn: '已开启自动续期',
  autoRenewOff: '已关闭自动续期',
  varietyAlreadyCollected: '该品种已在收藏中',
  memberAlreadyCollected: '该会员已在收藏中',
  cannotCollectSelf: '不能收藏自己',
  favouriteNotFound: '收藏记录不存在',
  enterProductCode: '请填写志号',
  enterProductName: '请填写品种名称',
  enterFavouriteUserName: '请填写要收藏的会员名',
  chooseFavouriteMembers: '请选择收藏的会员',
  tooManyFavouriteMembers: `一次最多选择${favouriteLimits.recipientsPerSend}位会员`,
  favouriteExpired: '所选收藏已过期，请先续期',
  enterMessageContent: '请填写消息内容',
  favouriteMessageTooLong: `消息内容不能超过${favouriteLimits.messageLength}字`,
  favouriteMessagesPerDay: '今日发送的站内信已达上限，请明天再试',
  favouriteMessageSent: '站内信已发送',
  // Subscriptions (订阅)
  subscribed: '订阅成功',
  unsubscribed: '已取消订阅',
  subscriptionNotFound: '订阅记录不存在',
  cannotSubscribeSelf: '不能订阅自己',
  chooseSubscriptionTarget: '请选择要订阅的品种或会员',
  // SMS records (短信记录)
  enterSmsContent: '请填写短信内容',
  smsContentTooLong: `短信内容不能超过${favouriteLimits.smsLength}字`,
  smsPerDayReached: '今日发送的短信已达上限，请明天再试',
  smsSentToFavourites: '短信已发送',
  smsRecordNotFound: '短信记录不存在',
  smsNotResendable: '验证码短信不能重发',
  smsResent: '短信已重新发送',
  smsRecordDeleted: '短信记录已删除',
};

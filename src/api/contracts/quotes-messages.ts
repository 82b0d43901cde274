/** The texts of the quotes room (issue 27), spread into the one catalogue (messages.ts) from a file of their own. */
export const quotesMessages = {
  quotesTimestampInvalid: '上次更新时间有误，请刷新行情',
  quotesCategoryInvalid: '请选择正确的专区',
  roomMessageEmpty: '请输入发言内容',
  roomMessageTooLong: '发言不能超过200个字',
  roomTooFast: '发言太快了，请稍后再说',
  roomMinuteLimit: '发言太频繁，请{until}后再试',
  roomMessageSent: '发言成功',
};

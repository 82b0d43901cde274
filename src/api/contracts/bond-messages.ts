/**
 * The texts of margin trading (保证金交易, issue 29). What the bond order's rows of the call table answer and check (发货,
 * 确认收货, 申请仲裁, staff's decisions and their reason) is in the one catalogue (messages.ts), where the action dialog
 * reads every row's; the rest only the bond pages and the server read, so they join the server's catalogue
 * (all-messages.ts).
 */
export const bondCallMessages = {
  bondShippedDone: '已发货，等待买方确认收货',
  bondReceivedDone: '已确认收货并付款，双方保证金已解冻',
  bondDisputedDone: '已申请平台仲裁，请等待平台处理',
  bondSellerDefaultDone: '已判定卖方违约，卖方保证金已赔付给买方',
  bondBuyerDefaultDone: '已判定买方违约，买方保证金已赔付给卖方',
  bondFillReason: '请填写原因',
  bondReasonTooLong: '原因不能超过200字',
} as const;

export const bondMessages = {
  ...bondCallMessages,
  bondPublished: '保证金交易已发布，保证金已冻结',
  bondOfferWithdrawn: '已撤销，未成交部分的保证金已解冻',
  bondTaken: '成交成功，双方保证金已冻结',
  bondOfferNotFound: '保证金交易不存在',
  bondOfferClosed: '该保证金交易已结束',
  bondOfferNotEnough: '剩余数量不足',
  bondOwnOffer: '不能与自己发布的保证金交易成交',
  bondOrderNotFound: '保证金订单不存在',
  bondActionNotAllowed: '该订单当前状态不能进行此操作',
  bondChanged: '该保证金交易已变化，请刷新后重试',
  bondNeedsAuth: '保证金交易仅限实名认证会员，请先完成认证',
  bondMarginShort: '保证金账户余额不足，请先充值保证金',
  bondChooseType: '请选择出售或求购',
  bondChooseVariety: '请选择邮品',
  bondVarietyNotFound: '没有找到该邮品',
  bondChooseGrade: '请选择品相',
  bondQuantityRule: '数量为1至100,000之间的整数',
  bondPriceRule: '请输入正确的单价（元，最多两位小数）',
  bondAmountTooLarge: '成交金额不能超过1亿元',
  bondRemarkTooLong: '备注不能超过200字',
  bondAgreeRule: '请阅读并同意《保证金规则》',
} as const;

/**
 * The texts of block-trade applications (大宗交易, issue 29). What their rows of the call table answer (撤回, 上架,
 * 驳回) is in the one catalogue (messages.ts), where the action dialog reads every row's; the rest only the block-trade
 * pages and the server read, so they join the server's catalogue (all-messages.ts), as auto-match's do.
 */
export const blockTradeDoneMessages = {
  blockTradeWithdrawn: '申请已撤回',
  blockTradeListedDone: '已审核通过并上架',
  blockTradeRejectedDone: '已驳回该申请',
} as const;

export const blockTradeMessages = {
  ...blockTradeDoneMessages,
  blockTradeApplied: '申请已提交，请等待平台审核',
  blockTradeNotFound: '大宗交易申请不存在',
  blockTradeActionNotAllowed: '该申请当前状态不能进行此操作',
  blockTradeChanged: '该申请已变化，请刷新后重试',
  blockTradeChooseType: '请选择出售或求购',
  blockTradeChooseVariety: '请选择邮品',
  blockTradeVarietyNotFound: '没有找到该邮品',
  blockTradeQuantityRule: '数量为1至10,000,000之间的整数',
  blockTradePriceRule: '请输入正确的单价（元，最多两位小数，不超过1亿元）',
  blockTradePriceOrder: '最低价不能高于最高价',
  blockTradeExpiryRule: '有效期至须为今天起90天内的日期',
  blockTradeRemarkTooLong: '备注不能超过200字',
  blockTradeAgreeRule: '请阅读并同意《大宗交易规则》',
  blockTradeTooMany: '待审核和已上架的大宗交易申请最多5条，请撤回后再申请',
} as const;

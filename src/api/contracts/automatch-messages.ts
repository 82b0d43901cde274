/**
 * The texts of auto-match (自动撮合, issue 28). What its two rows of the call table answer (撤单, 改价) is in the one
 * catalogue (messages.ts), where the action dialog reads every row's; the rest only auto-match's pages and the server
 * read, so they join the server's catalogue (all-messages.ts) and stay out of every other page's JavaScript
 * (tests/unit/bundle-budget.test.ts), as the staff catalogue's do.
 */
export const automatchDoneMessages = {
  matchCancelled: '委托已撤销',
  matchAmended: '委托已修改',
} as const;

export const automatchMessages = {
  ...automatchDoneMessages,
  matchPlaced: '委托已提交',
  matchOrderNotFound: '委托不存在',
  matchActionNotAllowed: '委托当前状态不能进行此操作',
  matchOrderChanged: '委托已变化，请刷新后重试',
  matchChooseVariety: '请选择撮合品种',
  matchVarietyNotFound: '没有找到该品种',
  matchChooseSide: '请选择买入或卖出',
  matchEnterPrice: '请输入正确的委托价（元，最多两位小数）',
  matchEnterQuantity: '请输入正确的委托数量',
  matchEnterDays: '有效期为1至30天',
  matchAmendNothing: '请修改委托价或减少委托数量',
  matchAmendQuantity: '修改后的数量须大于已成交数量，且不能多于原委托数量',
  matchChooseInterval: '请选择K线周期',
  matchSelfCross: '该价格会与您自己的反向委托成交，请先撤销或修改那笔委托',
  matchTooManyOrders: '进行中的委托已达上限（50笔）',
} as const;

/**
 * The texts of delivery through an agent (交割代理, issue 29; docs/adr/0044). What the delivery's rows of the call
 * table answer and check is in the one catalogue (messages.ts), where the action dialog reads every row's; the rest
 * only the agent pages, the confirmation and the server read, so they join the server's catalogue (all-messages.ts).
 */
export const agentDeliveryCallMessages = {
  agentDeliveryCancelledDone: '已取消委托，代理费已退回余额',
  agentDeliveryReceivedDone: '已签收，请尽快验货',
  agentDeliveryInspectedDone: '验货完成，代理费已到账',
  agentDeliveryProblemDone: '已报告问题，等待委托人决定',
  agentDeliveryAcceptedDone: '已确认仍然接收，代理人将按您的要求处理',
  agentDeliveryRejectedDone: '已要求退回卖方，请同时在订单中申请退款',
  agentDeliveryHeldDone: '已代为保管，邮品在您的库存中',
  agentDeliveryForwardedDone: '已转寄，等待买方收货',
  agentDeliveryReturnedDone: '已退回卖方',
  agentFillProblem: '请填写问题说明',
  agentProblemTooLong: '问题说明不能超过200字',
  agentNoteTooLong: '备注不能超过200字',
  agentInspectQuantity: '请填写核对的数量',
  agentInspectGrade: '请选择核对的品相',
  agentInspectPhotos: '请上传1至9张验货照片',
  agentIsCounterpart: '代理人不能是本订单的对方',
  agentNeedsPost: '代理交割仅适用于在线交易的快递或挂号信交收',
  agentNotYours: '请选择您的有效代理人',
  agentHasNoAddress: '该代理人尚未设置默认收货地址，暂不能代收邮品',
} as const;

export const agentDeliveryMessages = {
  ...agentDeliveryCallMessages,
  agentDeliveryNotFound: '代理交割不存在',
  agentDeliveryNotAllowed: '该代理交割当前状态不能进行此操作',
  agentDeliveryChanged: '该代理交割已变化，请刷新后重试',
  agentFeeRule: '请输入正确的代理费（元，0至10,000，最多两位小数）',
  agentSettingsSaved: '代理设置已保存',
  agentOnly: '仅代理人可以使用此功能',
  agentPayoutCardNotFound: '请选择您自己的银行卡',
} as const;

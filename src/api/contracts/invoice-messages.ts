/**
 * The texts of invoices (发票, issue 29). What its rows of the call table answer (开票, 拒绝, 撤回) and the refusal's
 * reason rules are in the one catalogue (messages.ts), where the action dialog and the call table's schemas read
 * them; the rest only the invoice pages and the server read, so they join the server's catalogue (all-messages.ts),
 * as auto-match's do.
 */
export const invoiceCallMessages = {
  invoiceIssuedDone: '已开具发票，会员可下载',
  invoiceRefusedDone: '已拒绝开票',
  invoiceWithdrawnDone: '发票申请已撤回',
  invoiceFillRefuseReason: '请填写拒绝开票的原因',
  invoiceRefuseReasonTooLong: '拒绝原因不能超过200字',
} as const;

export const invoiceMessages = {
  ...invoiceCallMessages,
  invoiceRequestNotFound: '发票申请不存在',
  invoiceActionNotAllowed: '发票申请当前状态不能进行此操作',
  invoiceRequestChanged: '发票申请已变化，请刷新后重试',
  invoiceNotIssued: '发票尚未开具',
  invoiceChooseOrders: '请选择1到20笔交易成功的订单',
  invoiceOrdersRepeated: '同一订单不能重复选择',
  invoiceOrderNotInvoiceable: '所选订单须是您买入且交易成功的担保交易订单',
  invoiceChooseTitle: '请选择发票抬头',
  invoiceTitleNotFound: '发票抬头不存在',
  invoiceTitleLimit: '最多保存10个发票抬头',
  invoiceChooseKind: '请选择抬头类型',
  invoiceFillTaxNo: '企业抬头须填写纳税人识别号（统一社会信用代码）',
  invoiceTitleSaved: '发票抬头已保存',
  invoiceTitleDeleted: '发票抬头已删除',
  invoiceTitleDefaultSet: '已设为默认抬头',
} as const;

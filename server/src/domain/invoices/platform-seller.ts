/**
 * The platform as the seller on its invoices (销售方): its company name, taxpayer number, address and bank, and the
 * staff names printed at the foot. Configuration of the server, not of any member; the 4 digits of the tax office's
 * region go into every 发票代码.
 */
export const platformSeller = {
  name: '南京邮市网络科技有限公司',
  taxNo: '91320105MA1WX2Y3K8',
  addressPhone: '南京市建邺区江东中路100号 025-84000000',
  bankAccount: '中国银行南京建邺支行 5123 4567 8901',
  regionCode: '3201',
  payee: '张敏',
  reviewer: '李华',
  drawer: '平台客服',
} as const;

import { createHash } from 'node:crypto';
import { invoiceTaxRatePercent } from '../../../../src/api/contracts/invoice-names';
import type { InvoiceOrder } from '../../../../src/api/contracts/invoices';
import { formatYuan } from '../../../../src/api/contracts/display';
import { formatChinaDate } from '../clock';
import { amountInWords } from './amount-in-words';
import { platformSeller } from './platform-seller';

/** What an issued invoice is drawn from: its request's row as stored and its orders (lines). */
export interface IssuedInvoice {
  invoiceCode: string;
  invoiceNo: string;
  issuedAt: Date;
  title: string;
  taxNo: string;
  /** 价税合计, fen. */
  amount: number;
  lines: readonly InvoiceOrder[];
}

export interface InvoiceLineView {
  /** 货物或应税劳务、服务名称 */
  name: string;
  /** 规格型号 */
  spec: string;
  unit: string;
  quantity: number;
  /** 单价 (without tax), yuan as printed: exact to the fen's fraction it comes to, at least 2 decimals. */
  unitPrice: string;
  /** 金额 (without tax) and 税额, fen: they add up to what the order's buyer paid. */
  amount: number;
  tax: number;
  taxRate: string;
}

/** Everything printed on the invoice, figures in fen; the PDF only lays it out (invoice-pdf.ts). */
export interface InvoiceView {
  heading: string;
  invoiceCode: string;
  invoiceNo: string;
  /** 开票日期, China date: 2026年11月27日. */
  date: string;
  /** 校验码: 20 digits, the same every time the invoice is drawn. */
  checkCode: string;
  buyer: { name: string; taxNo: string };
  seller: { name: string; taxNo: string; addressPhone: string; bankAccount: string };
  lines: InvoiceLineView[];
  /** 合计: 金额 and 税额, fen. */
  totalAmount: number;
  totalTax: number;
  /** 价税合计, fen, in words (大写) and in figures (小写). */
  total: number;
  totalInWords: string;
  totalInFigures: string;
  remark: string;
  payee: string;
  reviewer: string;
  drawer: string;
}

/** The VAT included in a price with tax, to the fen: round(total × 3 / 103). */
export const taxIncluded = (withTax: number) => Math.round((withTax * invoiceTaxRatePercent) / (100 + invoiceTaxRatePercent));

/** A unit price in yuan from fen over a quantity: 2 decimals, more only when the division needs them (up to 6). */
function unitPriceOf(fen: number, quantity: number): string {
  const exact = (fen / quantity / 100).toFixed(6).replace(/0+$/, '');
  const [whole, fraction = ''] = exact.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** 20 digits from the invoice's code, number, total and date: the same invoice always has the same 校验码. */
function checkCodeOf(invoice: IssuedInvoice): string {
  const hex = createHash('sha256').update(`${invoice.invoiceCode}|${invoice.invoiceNo}|${invoice.amount}|${invoice.issuedAt.toISOString()}`).digest('hex');
  return (BigInt(`0x${hex}`) % 10n ** 20n).toString().padStart(20, '0');
}

const chinaDateWords = (date: Date) => {
  const [y, m, d] = formatChinaDate(date).split('-');
  return `${y}年${m}月${d}日`;
};

/** The invoice as printed: a line per order, each line's tax to the fen, the totals adding up to what was paid. */
export function buildInvoiceView(invoice: IssuedInvoice): InvoiceView {
  const lines = invoice.lines.map((line): InvoiceLineView => {
    const tax = taxIncluded(line.amount);
    return {
      name: line.productName,
      spec: line.spec,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: unitPriceOf(line.amount - tax, line.quantity),
      amount: line.amount - tax,
      tax,
      taxRate: `${invoiceTaxRatePercent}%`,
    };
  });
  const totalAmount = lines.reduce((sum, l) => sum + l.amount, 0);
  const totalTax = lines.reduce((sum, l) => sum + l.tax, 0);
  const total = totalAmount + totalTax;
  return {
    heading: '增值税普通发票',
    invoiceCode: invoice.invoiceCode,
    invoiceNo: invoice.invoiceNo,
    date: chinaDateWords(invoice.issuedAt),
    checkCode: checkCodeOf(invoice),
    buyer: { name: invoice.title, taxNo: invoice.taxNo },
    seller: { name: platformSeller.name, taxNo: platformSeller.taxNo, addressPhone: platformSeller.addressPhone, bankAccount: platformSeller.bankAccount },
    lines,
    totalAmount,
    totalTax,
    total,
    totalInWords: amountInWords(total),
    totalInFigures: `¥${formatYuan(total)}`,
    remark: `邮市担保交易订单：${invoice.lines.map((l) => l.orderId).join('、')}`,
    payee: platformSeller.payee,
    reviewer: platformSeller.reviewer,
    drawer: platformSeller.drawer,
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatYuan } from '../../../../src/api/contracts/display';
import type { InvoiceView } from './invoice-view';

/**
 * The issued invoice as a PDF (A4 landscape, drawn on the server): the view's figures laid out as a 增值税普通发票 is.
 * The Simplified Chinese font is Noto Sans Hans, shipped by the npm package @embedpdf/fonts-sc (so a fresh
 * `npm install` has it; no system font is used); pdfkit embeds only the characters the page uses.
 */
const require = createRequire(import.meta.url);
const fontPath = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf');
/** The font's 8 MB read once, when the first invoice is drawn (not at start: most processes never draw one). */
let fontBytes: Buffer | undefined;
const font = () => (fontBytes ??= readFileSync(fontPath));

const left = 40;
const width = 762;
const yuan = (fen: number) => formatYuan(fen);

export function drawInvoicePdf(view: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: `${view.heading} ${view.invoiceNo}`, Author: view.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(font());
  const red = '#8b1a1a';

  doc.fillColor(red).fontSize(22).text(view.heading, left, 34, { width, align: 'center' });
  doc.fontSize(10).fillColor('black');
  const head = [`发票代码：${view.invoiceCode}`, `发票号码：${view.invoiceNo}`, `开票日期：${view.date}`, `校验码：${view.checkCode}`];
  head.forEach((line, i) => doc.text(line, 560, 34 + i * 14, { width: 240 }));

  let y = 100;
  const box = (top: number, height: number) => doc.strokeColor(red).rect(left, top, width, height).stroke();
  box(y, 60);
  doc.text('购买方', left + 6, y + 8, { width: 40 });
  doc.text(`名称：${view.buyer.name}`, left + 56, y + 8, { width: 680 });
  doc.text(`纳税人识别号：${view.buyer.taxNo || '—'}`, left + 56, y + 26, { width: 680 });
  y += 60;

  const columns = [
    { title: '货物或应税劳务、服务名称', x: 0, w: 210, align: 'left' as const },
    { title: '规格型号', x: 210, w: 90, align: 'left' as const },
    { title: '单位', x: 300, w: 40, align: 'center' as const },
    { title: '数量', x: 340, w: 50, align: 'right' as const },
    { title: '单价', x: 390, w: 90, align: 'right' as const },
    { title: '金额', x: 480, w: 100, align: 'right' as const },
    { title: '税率', x: 580, w: 60, align: 'center' as const },
    { title: '税额', x: 640, w: 116, align: 'right' as const },
  ];
  const row = (cells: string[], top: number) => cells.forEach((cell, i) => doc.text(cell, left + 6 + columns[i]!.x, top, { width: columns[i]!.w - 6, align: columns[i]!.align }));
  const linesHeight = 40 + view.lines.length * 16 + 20;
  box(y, linesHeight);
  row(columns.map((c) => c.title), y + 6);
  view.lines.forEach((l, i) => row([l.name, l.spec, l.unit, String(l.quantity), l.unitPrice, yuan(l.amount), l.taxRate, yuan(l.tax)], y + 26 + i * 16));
  row(['合计', '', '', '', '', `¥${yuan(view.totalAmount)}`, '', `¥${yuan(view.totalTax)}`], y + linesHeight - 22);
  y += linesHeight;

  box(y, 26);
  doc.text(`价税合计（大写）：${view.totalInWords}`, left + 6, y + 8, { width: 520 });
  doc.text(`（小写）${view.totalInFigures}`, left + 560, y + 8, { width: 196 });
  y += 26;

  box(y, 60);
  doc.text('销售方', left + 6, y + 8, { width: 40 });
  doc.text(`名称：${view.seller.name}`, left + 56, y + 8, { width: 420 });
  doc.text(`纳税人识别号：${view.seller.taxNo}`, left + 56, y + 24, { width: 420 });
  doc.text(`地址、电话：${view.seller.addressPhone}`, left + 56, y + 40, { width: 420 });
  doc.text(`备注：${view.remark}`, left + 480, y + 8, { width: 276 });
  y += 70;

  doc.text(`收款人：${view.payee}`, left, y, { width: 200 });
  doc.text(`复核：${view.reviewer}`, left + 260, y, { width: 200 });
  doc.text(`开票人：${view.drawer}`, left + 520, y, { width: 200 });
  doc.text(`开户行及账号：${view.seller.bankAccount}`, left, y + 16, { width });
  doc.end();
  return done;
}

import { describe, expect, it } from 'vitest';
import type { InvoiceOrder } from '../../src/api/contracts/invoices';
import { buildInvoiceView, taxIncluded, type IssuedInvoice } from '../../server/src/domain/invoices/invoice-view';
import { platformSeller } from '../../server/src/domain/invoices/platform-seller';

const line = (orderId: number, amount: number, quantity = 1): InvoiceOrder => ({
  orderId,
  productName: 'T46 庚申年',
  spec: '单枚 全品',
  unit: '枚',
  quantity,
  price: Math.round(amount / quantity),
  amount,
  time: '2026-11-22 10:00:00',
});

const invoice = (lines: InvoiceOrder[], more: Partial<IssuedInvoice> = {}): IssuedInvoice => ({
  invoiceCode: '032012610004',
  invoiceNo: '00000007',
  // 17:00 UTC is the next day in China.
  issuedAt: new Date('2026-11-27T17:00:00Z'),
  title: '金陵邮品有限公司',
  taxNo: '91320100MA1XYW1234',
  amount: lines.reduce((sum, l) => sum + l.amount, 0),
  lines,
  ...more,
});

/** The invoice as printed (invoice-view.ts): its figures, drawn from the stored request and its orders. */
describe('buildInvoiceView', () => {
  it('a line per order: tax round(total × 3 / 103) to the fen, the amount without tax the rest, the totals what was paid', () => {
    const view = buildInvoiceView(invoice([line(11, 10_050, 2), line(12, 3), line(13, 1)]));
    expect(view.lines.map((l) => [l.amount, l.tax, l.taxRate, l.unitPrice])).toEqual([
      [9_757, 293, '3%', '48.785'],
      [3, 0, '3%', '0.03'],
      [1, 0, '3%', '0.01'],
    ]);
    expect([view.totalAmount, view.totalTax, view.total]).toEqual([9_761, 293, 10_054]);
    expect(view.totalInWords).toBe('壹佰元零伍角肆分');
    expect(view.totalInFigures).toBe('¥100.54');
    expect(view.remark).toBe('邮市担保交易订单：11、12、13');
  });

  it('adds up for any amounts: each line is amount + tax, the total is what the orders came to', () => {
    let seed = 29;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let run = 0; run < 200; run++) {
      const lines = Array.from({ length: 1 + (random() % 20) }, (_, i) => line(i + 1, 1 + (random() % 5_000_000), 1 + (random() % 9)));
      const view = buildInvoiceView(invoice(lines));
      view.lines.forEach((l, i) => {
        expect(l.amount + l.tax).toBe(lines[i]!.amount);
        expect(l.tax).toBe(Math.round((lines[i]!.amount * 3) / 103));
      });
      expect(view.totalAmount + view.totalTax).toBe(invoice(lines).amount);
      expect(view.total).toBe(invoice(lines).amount);
    }
    expect(taxIncluded(103)).toBe(3);
    expect(taxIncluded(0)).toBe(0);
  });

  it('carries the heading, the China date, the buyer, the platform as seller and a 20-digit check code that is always the same', () => {
    const lines = [line(1, 5_000)];
    const view = buildInvoiceView(invoice(lines));
    expect(view).toMatchObject({
      heading: '增值税普通发票',
      invoiceCode: '032012610004',
      invoiceNo: '00000007',
      date: '2026年11月28日',
      buyer: { name: '金陵邮品有限公司', taxNo: '91320100MA1XYW1234' },
      seller: { name: platformSeller.name, taxNo: platformSeller.taxNo },
      payee: platformSeller.payee,
      reviewer: platformSeller.reviewer,
      drawer: platformSeller.drawer,
    });
    expect(view.checkCode).toMatch(/^\d{20}$/);
    expect(buildInvoiceView(invoice(lines)).checkCode).toBe(view.checkCode);
    expect(buildInvoiceView(invoice(lines, { invoiceNo: '00000008' })).checkCode).not.toBe(view.checkCode);
  });
});

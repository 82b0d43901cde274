import { auditCsvColumns, type AuditEvent } from '../../api/contracts/order-audit';

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A history the page already has as the auditors' CSV (with a byte-order mark, so Excel reads the Chinese): for the
 * lifecycles whose page loads its events itself (a cash-out's, a block-trade application's); orders, links and
 * payments download theirs from the server.
 */
export function eventsCsv(events: ReadonlyArray<AuditEvent<string>>): Blob {
  const rows = [auditCsvColumns.map((c) => c.title), ...events.map((e) => auditCsvColumns.map((c) => e[c.key]))];
  return new Blob([`\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

import { dayEnd, dayStart, formatCents, pageOffset, type PageQuery } from '@boothhub/shared';
import type { AppContext, Viewer } from '../../platform/context.js';
import * as repo from '../ledger/ledger.service.js';

export interface BillsFilter {
  kind?: string;
  /** Asia/Shanghai days, inclusive */
  from?: string;
  to?: string;
}

const toQuery = (memberId: number, f: BillsFilter): repo.BillsQuery => ({
  memberId,
  kind: f.kind,
  from: f.from ? dayStart(f.from) : undefined,
  to: f.to ? dayEnd(f.to) : undefined,
});

const present = (r: repo.BillRow) => ({
  id: Number(r.id),
  amount: Number(r.amount),
  kind: r.kind,
  memo: r.memo,
  ref: r.ref,
  dates: r.createdAt.toISOString(),
});

/** Bills/transaction: the entries of the member's available coins, newest first, with totals over the whole filter. */
export async function listBills(ctx: AppContext, viewer: Viewer, body: PageQuery & BillsFilter) {
  const q = toQuery(viewer.id, body);
  const [rows, totals] = await Promise.all([repo.listBills(ctx.db, q, body.pageSize, pageOffset(body)), repo.billTotals(ctx.db, q)]);
  return {
    listItem: rows.map(present),
    total: totals.total,
    page: body.page,
    pageSize: body.pageSize,
    allincome: totals.income,
    allotcome: totals.outgo,
  };
}

/** one CSV field: quoted when needed, and a leading = + - @ of text neutralised so spreadsheets never run it */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const EXPORT_LIMIT = 100_000;

/** The filtered bills as CSV (UTF-8 with a BOM so spreadsheet programs read Chinese memos right). */
export async function exportBillsCsv(ctx: AppContext, viewer: Viewer, filter: BillsFilter): Promise<string> {
  const q = toQuery(viewer.id, filter);
  const [rows, totals] = await Promise.all([repo.listBills(ctx.db, q, EXPORT_LIMIT, 0), repo.billTotals(ctx.db, q)]);
  const lines = ['id,time,kind,amount,memo,ref'];
  for (const r of rows) {
    const b = present(r);
    lines.push([String(b.id), b.dates, csvField(b.kind), formatCents(b.amount), csvField(b.memo), csvField(b.ref ?? '')].join(','));
  }
  lines.push(`,,allincome,${formatCents(totals.income)},,`);
  lines.push(`,,allotcome,${formatCents(-totals.outgo)},,`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** cents credited to the member's available coins by transactions of these kinds (activity totals) */
export const creditedByKind = repo.creditedByKind;

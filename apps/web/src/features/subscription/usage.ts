import { productNameOf } from '@creditdesk/contracts';
import type { MonthlyUsage } from './api';

/** How many months the usage card shows. */
export const USAGE_MONTHS = 12;

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH_ONLY = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

const dateOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1));
};

/** 'YYYY-MM' (billing months are UTC) → "Nov 2026", "November 2026" or "Nov". */
export function monthLabel(month: string, style: 'short' | 'long' | 'month' = 'short'): string {
  const format = style === 'long' ? LONG : style === 'month' ? MONTH_ONLY : SHORT;
  return format.format(dateOf(month));
}

/** This month as the server counts it (UTC), YYYY-MM. */
export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export type ProductColumn = { code: string; name: string; total: number };

/** The products ordered in any of the months, by name: the table's columns and the chart's stack order. */
export function productColumns(months: readonly MonthlyUsage[]): ProductColumn[] {
  const totals = new Map<string, number>();
  for (const m of months) for (const p of m.products) totals.set(p.productCode, (totals.get(p.productCode) ?? 0) + p.count);
  return [...totals]
    .map(([code, total]) => ({ code, name: productNameOf(code), total }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const countOf = (month: MonthlyUsage, code: string) => month.products.find((p) => p.productCode === code)?.count ?? 0;

export const grandTotal = (months: readonly MonthlyUsage[]) => months.reduce((sum, m) => sum + m.total, 0);

export const reportsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'report' : 'reports'}`;

/** The chart in words, for a screen reader (the table has every figure per product). */
export function chartSummary(months: readonly MonthlyUsage[]): string {
  if (months.length === 0) return 'Reports ordered per month: no months.';
  const range = `${monthLabel(months[0].month)} to ${monthLabel(months[months.length - 1].month)}`;
  const each = months.map((m) => `${monthLabel(m.month)}: ${m.total}`).join(', ');
  return `Reports ordered per month, ${range}. ${each}. ${reportsText(grandTotal(months))} in all.`;
}

/** The colours of the chart's product segments (cycled; the legend and the table name them). */
export const PRODUCT_COLOURS = ['#0b3a75', '#0f766e', '#c2410c', '#7c3aed', '#1c5fb8', '#a15c00', '#be185d', '#4d7c0f'];

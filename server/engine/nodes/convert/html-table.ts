/** Items as one HTML table: a header of every key (first appearance order), a row per item, all escaped. */
import { escapeHtml } from './html-text';

function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

export function toHtmlTable(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = `<thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead>`;
  const body = rows
    .map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join('')}</tr>`)
    .join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}

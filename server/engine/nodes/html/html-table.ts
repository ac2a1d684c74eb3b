/**
 * n8n's HTML node, "Convert to HTML Table": every item's keys as headers (first appearance order), n8n's
 * inline styles unless "custom styling", booleans as checkboxes and other values written as they are
 * (not escaped, as n8n writes them: the items are meant to hold HTML), row and cell attributes per item.
 */
export interface TableOptions {
  capitalize?: boolean | undefined;
  customStyling?: boolean | undefined;
  caption?: string | undefined;
  tableAttributes?: string | undefined;
  headerAttributes?: string | undefined;
  rowAttributes?: string | undefined;
  cellAttributes?: string | undefined;
}

const TABLE_STYLE = "style='border-spacing:0; font-family:helvetica,arial,sans-serif'";
const HEADER_STYLE =
  "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee; text-align:left; color:#888; font-weight:normal'";
const CELL_STYLE = "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee'";

/** "first_name" → "First Name" when capitalising. */
export function headerText(header: string, capitalize: boolean | undefined): string {
  if (!capitalize) return header;
  return header
    .split('_')
    .filter((word) => word)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

function cellContent(value: unknown): string {
  if (typeof value === 'boolean') return `<input type="checkbox" ${value ? 'checked="checked"' : ''}/>`;
  return String(value);
}

/** `optionsAt(i)`: the options resolved for item i (n8n reads row and cell attributes per item). */
export function toStyledHtmlTable(
  rows: readonly Record<string, unknown>[],
  optionsAt: (index: number) => TableOptions,
): string {
  const options = optionsAt(0);
  const styled = !options.customStyling;
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  let table = `<table ${styled ? TABLE_STYLE : ''} ${options.tableAttributes || ''}>`;
  if (options.caption) table += `<caption>${options.caption}</caption>`;
  table += `<thead ${styled ? HEADER_STYLE : ''} ${options.headerAttributes || ''}><tr>`;
  table += headers.map((header) => `<th>${headerText(header, options.capitalize)}</th>`).join('');
  table += '</tr></thead><tbody>';
  rows.forEach((row, index) => {
    const { rowAttributes = '', cellAttributes = '' } = optionsAt(index);
    table += `<tr  ${rowAttributes}>`;
    table += headers
      .map((header) => `<td ${styled ? CELL_STYLE : ''} ${cellAttributes}>${cellContent(row[header])}</td>`)
      .join('');
    table += '</tr>';
  });
  return `${table}</tbody></table>`;
}

/** Items as a table: one row per item, nested keys flattened to columns. */
import { plural } from '@common/plural';
import { useMemo } from 'react';
import { cellText, flattenItem, tableShape } from './item-shape';

export function TableView({ items, offset }: { items: ReadonlyArray<{ json: unknown }>; offset: number }) {
  const rows = useMemo(() => items.map((item) => flattenItem(item.json)), [items]);
  const { columns, hiddenColumns } = useMemo(() => tableShape(rows), [rows]);
  return (
    <div className="grid gap-1.5">
      <div className="max-h-96 overflow-auto rounded-md border border-border">
        <table className="w-full border-collapse text-left text-xs">
          <thead className="sticky top-0 bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="w-10 border-border border-b px-2 py-1.5 font-medium">
                #
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="whitespace-nowrap border-border border-b px-2 py-1.5 font-medium font-mono"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are positional
              <tr key={offset + i} className="border-border border-b last:border-0 even:bg-muted/30">
                <th scope="row" className="px-2 py-1 font-normal text-muted-foreground tabular-nums">
                  {offset + i + 1}
                </th>
                {columns.map((column) => (
                  <td
                    key={column}
                    className="max-w-64 truncate px-2 py-1 font-mono"
                    title={cellText(row.get(column), 2000)}
                  >
                    {cellText(row.get(column))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hiddenColumns > 0 ? (
        <p className="text-muted-foreground text-xs">
          {hiddenColumns} more {plural(hiddenColumns, 'field is', 'fields are')} in the JSON view.
        </p>
      ) : null}
    </div>
  );
}

/** The preview's refusals and duplicates, row by row with the reason, and the first rows as the server read them. */
import type { crmImportPreviewSchema } from '@common/schemas/solar-crm';
import type { z } from 'zod';

type Preview = z.infer<typeof crmImportPreviewSchema>;

export function ImportPreviewTable({ preview }: { preview: Preview }) {
  const issues = [
    ...preview.invalid.map((i) => ({ row: i.row, kind: 'Invalid, not imported', reason: i.message })),
    ...preview.duplicates.map((d) => ({
      row: d.row,
      kind: d.matchedRow !== null ? `Duplicate of row ${d.matchedRow}` : 'Duplicate of a contact',
      reason: d.reason,
    })),
  ].sort((a, b) => a.row - b.row);
  const columns = preview.sample[0] ? Object.keys(preview.sample[0]) : [];
  return (
    <div className="grid gap-3">
      {issues.length > 0 ? (
        <div className="max-h-64 overflow-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Rows with problems</caption>
            <thead className="sticky top-0 bg-muted text-left text-muted-foreground text-xs">
              <tr>
                <th className="px-3 py-1.5 font-medium">Row</th>
                <th className="px-3 py-1.5 font-medium">What</th>
                <th className="px-3 py-1.5 font-medium">Why</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((i) => (
                <tr key={`${i.row}-${i.kind}`} className="border-t">
                  <td className="px-3 py-1.5 tabular-nums">{i.row}</td>
                  <td className="px-3 py-1.5">{i.kind}</td>
                  <td className="px-3 py-1.5">{i.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">Every row is valid and new.</p>
      )}
      {columns.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-xs">
            <caption className="px-3 py-1.5 text-left text-muted-foreground">The first rows</caption>
            <thead className="bg-muted text-left text-muted-foreground">
              <tr>
                {columns.map((c) => (
                  <th key={c} className="px-3 py-1.5 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.sample.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sample rows have no id; their order is fixed.
                <tr key={i} className="border-t">
                  {columns.map((c) => (
                    <td key={c} className="px-3 py-1.5">
                      {row[c] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

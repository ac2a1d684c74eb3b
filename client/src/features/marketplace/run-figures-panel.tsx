/** A listing page's figures from real runs, with how they were measured; nothing without a deployment. */
import type { ListingRunFigures } from '@common/schemas/marketplace-figures';
import { howMeasured, runFigureRows } from './run-figures';

export function RunFiguresPanel({ usage }: { usage: ListingRunFigures | null | undefined }) {
  if (!usage) return null;
  return (
    <section aria-labelledby="run-figures-heading" className="flex flex-col gap-2 border-t pt-3">
      <h3 id="run-figures-heading" className="font-medium text-sm">
        From real runs
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {runFigureRows(usage).map((row) => (
          <div key={row.label}>
            <dt className="text-muted-foreground text-xs">{row.label}</dt>
            <dd className="font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-xs">{howMeasured(usage)}</p>
    </section>
  );
}

/** The live figures: panels, kWdc, production per plane and in total, offset, the DC/AC check, the ridge rule. */

import { countOf } from '@common/plural';
import type { DesignSummary } from '@common/schemas/solar-designs';

export function DesignFiguresPanel({
  summary,
  loading,
  ridgeRule,
}: {
  summary: DesignSummary;
  loading: boolean;
  ridgeRule: string | null;
}) {
  const kwh = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('en-US')} kWh`);
  return (
    <section aria-labelledby="design-figures-title" className="grid gap-3">
      <h2 id="design-figures-title" className="font-medium text-sm">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg border border-border p-2">
          <dt className="text-muted-foreground text-xs">Panels</dt>
          <dd data-testid="designer-panel-count" className="font-semibold text-lg tabular-nums">
            {summary.panelCount}
          </dd>
        </div>
        <div className="rounded-lg border border-border p-2">
          <dt className="text-muted-foreground text-xs">DC size</dt>
          <dd className="font-semibold text-lg tabular-nums">{summary.kwDc.toFixed(2)} kWdc</dd>
        </div>
        <div className="rounded-lg border border-border p-2">
          <dt className="text-muted-foreground text-xs">Production, first year</dt>
          <dd data-testid="designer-annual-kwh" className="font-semibold tabular-nums">
            {loading ? 'Modelling…' : kwh(summary.annualKwh)}
          </dd>
        </div>
        <div className="rounded-lg border border-border p-2">
          <dt className="text-muted-foreground text-xs">Offset of annual use</dt>
          <dd className="font-semibold tabular-nums">
            {summary.offsetPct === null ? '—' : `${summary.offsetPct}%`}
          </dd>
        </div>
      </dl>
      {summary.annualKwh === null && !loading && summary.productionNote ? (
        <p className="text-muted-foreground text-xs">{summary.productionNote}</p>
      ) : null}
      {summary.station ? (
        <p className="text-muted-foreground text-xs">Weather: {summary.station}, NREL TMY3 typical year.</p>
      ) : null}
      <p
        role="status"
        className={
          summary.dcAc.status === 'ok' || summary.dcAc.status === 'none'
            ? 'text-muted-foreground text-xs'
            : 'rounded-md bg-amber-500/10 p-2 text-amber-800 text-xs dark:text-amber-300'
        }
      >
        {summary.dcAc.message}
      </p>
      {ridgeRule ? <p className="text-muted-foreground text-xs">{ridgeRule}</p> : null}
      {summary.planes.length > 0 ? (
        <table className="w-full text-xs">
          <caption className="sr-only">Per roof plane</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="font-normal">Plane</th>
              <th className="text-right font-normal">Panels</th>
              <th className="text-right font-normal">kWdc</th>
              <th className="text-right font-normal">kWh/yr</th>
            </tr>
          </thead>
          <tbody>
            {summary.planes.map((p) => (
              <tr key={p.planeId}>
                <td>{p.name}</td>
                <td className="text-right tabular-nums">{p.panels}</td>
                <td className="text-right tabular-nums">{p.kwDc.toFixed(2)}</td>
                <td className="text-right tabular-nums">
                  {p.annualKwh === null ? '—' : p.annualKwh.toLocaleString('en-US')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="text-muted-foreground text-xs">
        {countOf(summary.planes.length, 'roof plane')}, {summary.moduleName}.
      </p>
    </section>
  );
}

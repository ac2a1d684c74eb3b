/** The next 25 years of the installed systems: each year's kWh (degrading) and the CO₂ avoided so far. */
import type { MissionImpactProjectionYear } from '@common/schemas/mission-impact';
import { LineChart } from '@/components/charts/line-chart';

const yearOf = (t: number) => String(new Date(t).getUTCFullYear());

export function ProjectionCharts({ projection }: { projection: MissionImpactProjectionYear[] }) {
  const points = projection.map((row) => ({ t: Date.parse(`${row.startsOn}T00:00:00Z`), row }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="mb-2 font-medium text-sm">Production per year (kWh)</h3>
        <LineChart
          label="Projected kWh per year for the next 25 years, 0.5% less each year"
          series={[
            {
              name: 'kWh per year',
              color: 'var(--color-sun-to)',
              points: points.map((p) => ({ t: p.t, v: p.row.kwh })),
            },
          ]}
          area
          formatTime={yearOf}
        />
      </div>
      <div>
        <h3 className="mb-2 font-medium text-sm">CO₂ avoided, cumulative (tonnes)</h3>
        <LineChart
          label="Projected cumulative CO2 avoided in tonnes for the next 25 years"
          series={[
            {
              name: 'CO₂ avoided',
              color: 'var(--primary)',
              points: points.map((p) => ({ t: p.t, v: p.row.cumulativeCo2Tonnes })),
            },
          ]}
          area
          formatTime={yearOf}
        />
      </div>
    </div>
  );
}

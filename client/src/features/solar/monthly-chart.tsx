/** The estimate's production month by month, on the app's line chart (keyboard cursor included). */
import { LineChart } from '@/components/charts';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export function MonthlyProductionChart({ monthlyKwh }: { monthlyKwh: number[] }) {
  const points = monthlyKwh.map((v, m) => ({ t: Date.UTC(2026, m, 15), v }));
  return (
    <LineChart
      label="Estimated production per month, kWh"
      series={[{ name: 'kWh', color: 'var(--solar-to)', points }]}
      area
      height={160}
      formatValue={(v) => Math.round(v).toLocaleString('en-US')}
      formatTime={(t) => MONTH.format(new Date(t))}
    />
  );
}

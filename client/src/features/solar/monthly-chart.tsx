/**
 * The estimate's production month by month, on the app's line chart (keyboard cursor included), labelled in
 * the conversation's language.
 */
import type { SolaraLocale } from '@common/schemas/solara';
import { solaraMessages } from '@common/solar/solara';
import { LineChart } from '@/components/charts';

export function MonthlyProductionChart({
  monthlyKwh,
  locale,
}: {
  monthlyKwh: number[];
  locale?: SolaraLocale;
}) {
  const { ui, intl } = solaraMessages(locale);
  const points = monthlyKwh.map((v, m) => ({ t: Date.UTC(2026, m, 15), v }));
  return (
    <LineChart
      label={ui.monthlyChart}
      series={[{ name: 'kWh', color: 'var(--solar-to)', points }]}
      area
      height={160}
      formatValue={(v) => Math.round(v).toLocaleString(intl)}
      formatTime={(t) => ui.month(new Date(t))}
    />
  );
}

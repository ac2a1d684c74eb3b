/** The six headline figures: kWh produced, CO₂ avoided, its cars and homes equivalents, kW installed, homes served. */
import type { MissionImpact } from '@common/schemas/mission-impact';
import { Car, Gauge, Home, Leaf, PlugZap, Zap } from 'lucide-react';
import { formatCount, formatKw, formatKwh, formatTonnes } from './impact-format';

export function HeadlineFigures({ figures }: { figures: MissionImpact }) {
  const items = [
    {
      icon: Zap,
      label: 'Electricity produced',
      value: formatKwh(figures.kwh),
      note: 'to date, metered or modelled',
    },
    { icon: Leaf, label: 'CO₂ avoided', value: formatTonnes(figures.co2Tonnes), note: 'tonnes, to date' },
    {
      icon: Car,
      label: 'Cars off the road',
      value: formatCount(figures.carsForAYear),
      note: 'passenger vehicles driven for a year',
    },
    {
      icon: Home,
      label: 'Homes’ electricity',
      value: formatCount(figures.homesElectricityForAYear),
      note: 'homes’ electricity use for a year',
    },
    { icon: Gauge, label: 'Installed', value: formatKw(figures.kwInstalled), note: 'solar capacity (DC)' },
    {
      icon: PlugZap,
      label: 'Homes served',
      value: String(figures.projects),
      note: 'systems with permission to operate',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {items.map(({ icon: Icon, label, value, note }) => (
        <li key={label} className="flex flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-xs">
          <span className="flex items-center gap-2 text-muted-foreground text-xs">
            <Icon className="size-4 text-sun-to dark:text-solar-from" aria-hidden="true" />
            {label}
          </span>
          <span className="font-semibold text-xl tabular-nums tracking-tight sm:text-2xl" data-figure={label}>
            {value}
          </span>
          <span className="text-muted-foreground text-xs">{note}</span>
        </li>
      ))}
    </ul>
  );
}

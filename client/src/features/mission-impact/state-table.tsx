/** The states with installed projects, largest first: the map's figures as a table. */
import type { MissionImpactState } from '@common/schemas/mission-impact';
import { formatKw, formatKwh, formatTonnes } from './impact-format';
import { stateName } from './us-state-tiles';

export function StateTable({ states }: { states: MissionImpactState[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Installed projects by state</caption>
        <thead>
          <tr className="border-border border-b text-left text-muted-foreground text-xs">
            <th scope="col" className="py-2 pr-2 font-medium">
              State
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Homes
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              kW
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              kWh
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              CO₂
            </th>
          </tr>
        </thead>
        <tbody>
          {states.map((s) => (
            <tr key={s.state ?? 'unknown'} className="border-border/60 border-b last:border-0">
              <th scope="row" className="py-2 pr-2 text-left font-medium">
                {s.state ? stateName(s.state) : 'State not on record'}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{s.projects}</td>
              <td className="py-2 pr-2 text-right tabular-nums">
                {formatKw(s.kwInstalled).replace(' kW', '')}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatKwh(s.kwh).replace(' kWh', '')}</td>
              <td className="py-2 text-right tabular-nums">{formatTonnes(s.co2Tonnes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Deals as a table whose column headers sort it (the server sorts: title, stage, value, idle, created). */
import type { CrmDealCard, CrmPipeline } from '@common/schemas/solar-crm';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { formatCents, formatKw } from './crm-format';
import { DemoBadge, RottingBadge } from './deal-badges';
import type { CrmDealSort } from './solar-crm-api';

const COLUMNS: { label: string; sort: CrmDealSort | null }[] = [
  { label: 'Deal', sort: 'title' },
  { label: 'Stage', sort: 'stage' },
  { label: 'Value', sort: 'value' },
  { label: 'System', sort: null },
  { label: 'Idle', sort: 'idle' },
  { label: 'Created', sort: 'created' },
];

export function DealsTable({
  deals,
  pipelines,
  sort,
  dir,
  onSort,
  onOpen,
}: {
  deals: readonly CrmDealCard[];
  pipelines: readonly CrmPipeline[];
  sort: CrmDealSort;
  dir: 'asc' | 'desc';
  onSort: (sort: CrmDealSort) => void;
  onOpen: (dealId: string) => void;
}) {
  const stageName = new Map(pipelines.flatMap((p) => p.stages.map((s) => [s.id, s.name] as const)));
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Deals</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
          <tr>
            {COLUMNS.map((c) => {
              const active = c.sort !== null && c.sort === sort;
              return (
                <th
                  key={c.label}
                  scope="col"
                  className="px-3 py-2 font-medium"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-foreground"
                      onClick={() => onSort(c.sort as CrmDealSort)}
                    >
                      {c.label}
                      {active ? (
                        dir === 'asc' ? (
                          <ArrowUp className="size-3" aria-hidden="true" />
                        ) : (
                          <ArrowDown className="size-3" aria-hidden="true" />
                        )
                      ) : null}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {deals.map((d) => (
            <tr key={d.id} className="border-t">
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left font-medium hover:underline"
                  onClick={() => onOpen(d.id)}
                >
                  {d.contact.name}
                </button>
                <p className="text-muted-foreground text-xs">{d.title}</p>
              </td>
              <td className="px-3 py-2">{stageName.get(d.stageId) ?? '—'}</td>
              <td className="px-3 py-2 tabular-nums">{formatCents(d.valueCents)}</td>
              <td className="px-3 py-2 tabular-nums">{formatKw(d.systemWatts) ?? '—'}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  <RottingBadge days={d.rottingDays} />
                  <DemoBadge demo={d.demo} />
                </div>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(d.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

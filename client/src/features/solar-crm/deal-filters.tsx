/** The deal table's filters: stage, status, rep, source, rotting, value range, created range and a search. */
import {
  CRM_DEAL_STATUSES,
  CRM_SOURCES,
  type CrmDealFilter,
  type CrmPipeline,
} from '@common/schemas/solar-crm';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCrmMembers } from './crm-admin-api';
import { dollarsToCents } from './crm-format';

const SOURCE_LABEL = { solara: 'Solara', manual: 'By hand', import: 'Import' } as const;
const STATUS_LABEL = { open: 'Open', won: 'Won', lost: 'Lost' } as const;

/** Drops a key whose value is empty, so the filter sent (and saved) holds only what was chosen. */
function withValue<K extends keyof CrmDealFilter>(
  filter: CrmDealFilter,
  key: K,
  value: CrmDealFilter[K] | undefined,
): CrmDealFilter {
  const next = { ...filter };
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1 text-xs">
      <label htmlFor={id} className="font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function DealFilters({
  filter,
  pipelines,
  onChange,
}: {
  filter: CrmDealFilter;
  pipelines: readonly CrmPipeline[];
  onChange: (filter: CrmDealFilter) => void;
}) {
  const members = useCrmMembers();
  const set = <K extends keyof CrmDealFilter>(key: K, value: CrmDealFilter[K] | undefined) =>
    onChange(withValue(filter, key, value));
  const cents = (dollars: number | undefined) => (dollars === undefined ? '' : String(dollars / 100));
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <legend className="sr-only">Filter the deals</legend>
      <Labelled label="Search">
        {(id) => (
          <Input
            id={id}
            type="search"
            value={filter.q ?? ''}
            placeholder="Title or contact"
            onChange={(e) => set('q', e.target.value)}
          />
        )}
      </Labelled>
      <Labelled label="Stage">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.stageIds?.[0] ?? ''}
            onChange={(e) => set('stageIds', e.target.value ? [e.target.value] : undefined)}
          >
            <option value="">Any stage</option>
            {pipelines.map((p) => (
              <optgroup key={p.id} label={p.name}>
                {p.stages.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      <Labelled label="Status">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.status ?? ''}
            onChange={(e) => set('status', (e.target.value || undefined) as CrmDealFilter['status'])}
          >
            <option value="">Any status</option>
            {CRM_DEAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      <Labelled label="Rep">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.repId ?? ''}
            onChange={(e) => set('repId', e.target.value || undefined)}
          >
            <option value="">Any rep</option>
            {(members.data?.members ?? []).map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name ?? m.email}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      <Labelled label="Source">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.source ?? ''}
            onChange={(e) => set('source', (e.target.value || undefined) as CrmDealFilter['source'])}
          >
            <option value="">Any source</option>
            {CRM_SOURCES.map((s) => (
              <option key={s} value={s}>
                {SOURCE_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      <Labelled label="Rotting">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.rotting === undefined ? '' : String(filter.rotting)}
            onChange={(e) => set('rotting', e.target.value === '' ? undefined : e.target.value === 'true')}
          >
            <option value="">Either</option>
            <option value="true">Rotting only</option>
            <option value="false">Not rotting</option>
          </NativeSelect>
        )}
      </Labelled>
      <Labelled label="Min value (US$)">
        {(id) => (
          <Input
            id={id}
            inputMode="decimal"
            defaultValue={cents(filter.minValueCents)}
            key={`min-${filter.minValueCents ?? ''}`}
            onBlur={(e) => set('minValueCents', dollarsToCents(e.target.value))}
          />
        )}
      </Labelled>
      <Labelled label="Max value (US$)">
        {(id) => (
          <Input
            id={id}
            inputMode="decimal"
            defaultValue={cents(filter.maxValueCents)}
            key={`max-${filter.maxValueCents ?? ''}`}
            onBlur={(e) => set('maxValueCents', dollarsToCents(e.target.value))}
          />
        )}
      </Labelled>
      <Labelled label="Created from">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filter.createdFrom ?? ''}
            onChange={(e) => set('createdFrom', e.target.value)}
          />
        )}
      </Labelled>
      <Labelled label="Created to">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filter.createdTo ?? ''}
            onChange={(e) => set('createdTo', e.target.value)}
          />
        )}
      </Labelled>
    </fieldset>
  );
}

/** Saved filters: apply one, delete one, or save the filter in use under a name. */
import { type CrmDealFilter, crmSavedFilterInputSchema } from '@common/schemas/solar-crm';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/api';
import { useDeleteFilter, useSavedFilters, useSaveFilter } from './solar-crm-api';

export function SavedFilters({
  filter,
  onApply,
}: {
  filter: CrmDealFilter;
  onApply: (filter: CrmDealFilter) => void;
}) {
  const saved = useSavedFilters();
  const save = useSaveFilter();
  const remove = useDeleteFilter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmSavedFilterInputSchema.safeParse({ name, filter });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => setName(''),
      onError: (e) => setError(serverMessage(e) ?? 'The filter was not saved. Try again.'),
    });
  };
  const filters = saved.data?.filters ?? [];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground text-xs">Saved filters:</span>
      {filters.length === 0 ? <span className="text-muted-foreground text-xs">none yet</span> : null}
      <ul aria-label="Saved filters" className="flex flex-wrap gap-1.5">
        {filters.map((f) => (
          <li key={f.id} className="flex items-center rounded-full border text-xs">
            <button
              type="button"
              className="rounded-l-full px-2.5 py-1 hover:bg-accent"
              onClick={() => onApply(f.filter)}
            >
              {f.name}
            </button>
            <button
              type="button"
              aria-label={`Delete the saved filter ${f.name}`}
              className="rounded-r-full px-1.5 py-1 text-muted-foreground hover:bg-accent"
              onClick={() => remove.mutate(f.id)}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="ml-auto flex items-center gap-2" noValidate>
        <Input
          aria-label="Name for this filter"
          placeholder="Name this filter"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="h-8 w-44"
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          Save filter
        </Button>
      </form>
      {error ? (
        <p role="alert" className="w-full text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

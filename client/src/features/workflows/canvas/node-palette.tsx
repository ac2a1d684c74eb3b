/**
 * The node palette: the catalogue grouped by category, with search. Drag a node type onto the canvas,
 * or press Enter (on an entry, or in the search box for the first match) to add it in the view.
 */
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { GROUP_ORDER, GROUP_STYLES } from './node-style';
import { NODE_TYPE_MIME } from './palette-drag';

export interface NodePaletteProps {
  catalogue: readonly NodeCatalogueEntry[] | undefined;
  isLoading: boolean;
  error: string | null;
  onAdd: (entry: NodeCatalogueEntry) => void;
  autoFocus?: boolean;
  className?: string;
}

/** Entries whose name, type or description has every word of the query. */
export function searchCatalogue(
  catalogue: readonly NodeCatalogueEntry[],
  query: string,
): NodeCatalogueEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...catalogue];
  return catalogue.filter((entry) => {
    const text = `${entry.displayName} ${entry.type} ${entry.description} ${entry.group}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function NodePalette({ catalogue, isLoading, error, onAdd, autoFocus, className }: NodePaletteProps) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchCatalogue(catalogue ?? [], query), [catalogue, query]);
  const groups = useMemo(
    () =>
      GROUP_ORDER.map((group) => ({ group, entries: matches.filter((e) => e.group === group) })).filter(
        (g) => g.entries.length > 0,
      ),
    [matches],
  );

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = matches[0];
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      onAdd(first);
    }
  };

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="relative p-3">
        <Search
          className="pointer-events-none absolute top-1/2 left-5.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKey}
          placeholder="Search nodes…"
          aria-label="Search nodes"
          className="pl-8"
          autoFocus={autoFocus}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {isLoading && (
          <div className="space-y-2 p-1" role="status" aria-label="Loading node types">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-12 rounded-lg" />
            ))}
          </div>
        )}
        {error && <p className="p-2 text-destructive text-sm">{error}</p>}
        {!isLoading && !error && groups.length === 0 && (
          <p className="p-2 text-muted-foreground text-sm">No node matches “{query}”.</p>
        )}
        {groups.map(({ group, entries }) => {
          const style = GROUP_STYLES[group];
          const Icon = style.icon;
          return (
            <section key={group} aria-label={style.label} className="mb-2">
              <h2 className="px-2 pt-2 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
                {style.label}
              </h2>
              <ul aria-label={`${style.label} nodes`}>
                {entries.map((entry) => (
                  <li key={entry.type}>
                    <button
                      type="button"
                      draggable
                      onDragStart={(e) => {
                        e.dataTransfer.setData(NODE_TYPE_MIME, entry.type);
                        e.dataTransfer.effectAllowed = 'copy';
                      }}
                      onClick={() => onAdd(entry)}
                      className="flex w-full cursor-grab items-start gap-2.5 rounded-lg px-2 py-2 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                      data-testid="palette-entry"
                      data-node-type={entry.type}
                      title={entry.description}
                    >
                      <span
                        className={cn(
                          'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md',
                          style.tile,
                        )}
                      >
                        <Icon className="size-3.5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-sm">{entry.displayName}</span>
                        <span className="line-clamp-2 text-muted-foreground text-xs">
                          {entry.description}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

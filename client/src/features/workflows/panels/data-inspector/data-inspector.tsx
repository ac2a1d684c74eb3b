/** A node's items in three views: Table, JSON and Schema; paged for large outputs; pin or unpin them. */
import { countOf } from '@common/plural';
import { Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PAGE_SIZE, Pager } from './pager';
import { SchemaView } from './schema-view';
import { TableView } from './table-view';

export type InspectorView = 'table' | 'json' | 'schema';

export interface DataInspectorProps {
  items: ReadonlyArray<{ json: unknown }>;
  /** Pin these items as the node's output (or unpin when already pinned). */
  onPin?: (pin: boolean) => void;
  pinned?: boolean;
  /** Heading for the region, e.g. "Output of Fetch orders". */
  title?: string;
  defaultView?: InspectorView;
  className?: string;
  /** Said above the items: why only some of them are shown (a run's stored-output cap). */
  note?: string;
}

export function DataInspector({
  items,
  onPin,
  pinned = false,
  title = 'Items',
  defaultView = 'table',
  className,
  note,
}: DataInspectorProps) {
  const [view, setView] = useState<InspectorView>(defaultView);
  const [chosenPage, setPage] = useState(0);
  // New items with fewer pages keep the view on a page that exists.
  const page = Math.min(chosenPage, Math.max(0, Math.ceil(items.length / PAGE_SIZE) - 1));
  const pageItems = items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <section aria-label={title} className={className}>
      <Tabs value={view} onValueChange={(v) => setView(v as InspectorView)} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="truncate font-medium text-sm">{title}</h3>
            <span className="text-muted-foreground text-xs tabular-nums">
              {countOf(items.length, 'item')}
            </span>
            {pinned ? (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary text-xs">Pinned</span>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <TabsList aria-label="View">
              <TabsTrigger value="table">Table</TabsTrigger>
              <TabsTrigger value="json">JSON</TabsTrigger>
              <TabsTrigger value="schema">Schema</TabsTrigger>
            </TabsList>
            {onPin ? (
              <Button
                variant="outline"
                size="sm"
                aria-pressed={pinned}
                onClick={() => onPin(!pinned)}
                disabled={!pinned && items.length === 0}
              >
                {pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
                {pinned ? 'Unpin' : 'Pin output'}
              </Button>
            ) : null}
          </div>
        </div>
        {note ? (
          <p
            role="note"
            className="rounded-md border border-amber-500/40 bg-amber-500/10 px-2 py-1 text-amber-800 text-xs dark:text-amber-200"
          >
            {note}
          </p>
        ) : null}
        {items.length === 0 && note ? null : items.length === 0 ? (
          <p className="rounded-md border border-border border-dashed px-3 py-6 text-center text-muted-foreground text-sm">
            No items yet. Run the node, or pin sample data, to see its output here.
          </p>
        ) : (
          <>
            <TabsContent value="table">
              <TableView items={pageItems} offset={page * PAGE_SIZE} />
            </TabsContent>
            <TabsContent value="json">
              <section aria-label="Items as JSON">
                <pre className="max-h-96 overflow-auto rounded-md border border-border bg-muted/30 p-2 font-mono text-xs">
                  {JSON.stringify(
                    pageItems.map((item) => item.json),
                    null,
                    2,
                  )}
                </pre>
              </section>
            </TabsContent>
            <TabsContent value="schema">
              <SchemaView items={items} />
            </TabsContent>
            {view === 'schema' ? null : <Pager page={page} total={items.length} onPage={setPage} />}
          </>
        )}
      </Tabs>
    </section>
  );
}

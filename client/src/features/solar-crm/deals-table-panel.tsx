/** The table tab: filters, saved filters, the sortable table and its pages. */
import { countOf } from '@common/plural';
import type { CrmDealFilter, CrmPipeline } from '@common/schemas/solar-crm';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CrmError, CrmLoading, NoDealsYet } from './crm-states';
import { DealFilters } from './deal-filters';
import { DealsTable } from './deals-table';
import { SavedFilters } from './saved-filters';
import { type CrmDealSort, useCrmDeals } from './solar-crm-api';

const PAGE = 100;

export function DealsTablePanel({
  pipelines,
  onOpenDeal,
  emptyActions,
}: {
  pipelines: readonly CrmPipeline[];
  onOpenDeal: (dealId: string) => void;
  emptyActions: React.ReactNode;
}) {
  const [filter, setFilter] = useState<CrmDealFilter>({});
  const [sort, setSort] = useState<CrmDealSort>('created');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [offset, setOffset] = useState(0);
  const deferredFilter = useDeferredValue(filter);
  const query = useCrmDeals({ filter: deferredFilter, sort, dir, offset, limit: PAGE });
  const changeFilter = (next: CrmDealFilter) => {
    setFilter(next);
    setOffset(0);
  };
  const onSort = (next: CrmDealSort) => {
    if (next === sort) setDir((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(next);
      setDir(next === 'title' || next === 'stage' ? 'asc' : 'desc');
    }
    setOffset(0);
  };
  const filtered = Object.keys(filter).length > 0;
  return (
    <div className="grid gap-4">
      <DealFilters filter={filter} pipelines={pipelines} onChange={changeFilter} />
      <SavedFilters filter={filter} onApply={changeFilter} />
      {query.isError ? (
        <CrmError error={query.error} what="The deals" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CrmLoading label="Loading the deals" />
      ) : query.data.total === 0 && !filtered ? (
        <NoDealsYet actions={emptyActions} />
      ) : query.data.total === 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed p-6 text-sm">
          <p className="text-muted-foreground">No deal matches these filters.</p>
          <Button size="sm" variant="outline" onClick={() => changeFilter({})}>
            Clear the filters
          </Button>
        </div>
      ) : (
        <>
          <DealsTable
            deals={query.data.deals}
            pipelines={pipelines}
            sort={sort}
            dir={dir}
            onSort={onSort}
            onOpen={onOpenDeal}
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground" data-testid="deals-total">
              {offset + 1}–{offset + query.data.deals.length} of {countOf(query.data.total, 'deal')}
            </span>
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={offset + PAGE >= query.data.total}
              onClick={() => setOffset(offset + PAGE)}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

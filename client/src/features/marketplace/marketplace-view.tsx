/**
 * /marketplace: find agents and workflow templates others made, by words (typos forgiven), category and
 * price, sorted by what people got most, rating, newest or price. The search lives in the address.
 */
import { countOf } from '@common/plural';
import {
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  type ListingCategory,
  type ListingSort,
} from '@common/schemas/marketplace';
import type { ListingKind } from '@common/schemas/marketplace-agent';
import { Search, Store } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useListingSearch } from './api';
import { ListingCard } from './listing-card';
import {
  hasFilters,
  MARKETPLACE_PAGE_SIZE,
  readSearchParams,
  type SearchParams,
  toSearchQuery,
  writeSearchParams,
} from './search-params';

const SORT_LABELS: Record<ListingSort, string> = {
  popular: 'Most installed',
  rating: 'Best rated',
  newest: 'Newest',
  price: 'Lowest price',
};

function Toolbar({ params, onChange }: { params: SearchParams; onChange: (next: SearchParams) => void }) {
  const [words, setWords] = useState(params.q);
  useEffect(() => setWords(params.q), [params.q]);
  // Searching as one types, once the typing pauses.
  useEffect(() => {
    if (words === params.q) return;
    const timer = setTimeout(() => onChange({ ...params, q: words, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [words, params, onChange]);
  const set = (change: Partial<SearchParams>) => onChange({ ...params, ...change, page: 1 });
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] lg:items-center">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search the marketplace"
          placeholder="Search agents and templates"
          className="pl-9"
          value={words}
          onChange={(e) => setWords(e.target.value)}
        />
      </div>
      <NativeSelect
        aria-label="Category"
        value={params.category}
        onChange={(e) => set({ category: e.target.value as ListingCategory | '' })}
      >
        <option value="">All categories</option>
        {LISTING_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {LISTING_CATEGORY_LABELS[category]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Offers"
        value={params.kind ?? ''}
        onChange={(e) => set({ kind: e.target.value as ListingKind | '' })}
      >
        <option value="">Agents and templates</option>
        <option value="agent">Hosted agents</option>
        <option value="template">Templates to copy</option>
      </NativeSelect>
      <NativeSelect
        aria-label="Sort by"
        value={params.sort}
        onChange={(e) => set({ sort: e.target.value as ListingSort | '' })}
      >
        {/* Unset, the server orders by the best match for words, by installs without them. */}
        <option value="">{params.q.trim() ? 'Best match' : SORT_LABELS.popular}</option>
        {Object.entries(SORT_LABELS)
          .filter(([sort]) => sort !== 'popular' || params.q.trim() || params.sort === 'popular')
          .map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
      </NativeSelect>
      <div className="inline-flex items-center gap-2 text-sm">
        <Switch id="marketplace-free-only" checked={params.free} onCheckedChange={(free) => set({ free })} />
        <label htmlFor="marketplace-free-only">Free only</label>
      </div>
    </search>
  );
}

function Pages({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

function Empty({ searching, onClear }: { searching: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Store className="size-10 text-muted-foreground" aria-hidden="true" />
      {searching ? (
        <>
          <h2 className="font-semibold text-lg">Nothing matches this search</h2>
          <p className="max-w-md text-muted-foreground text-sm">
            Try fewer words, another category, or all prices.
          </p>
          <Button variant="outline" onClick={onClear}>
            Clear the search
          </Button>
        </>
      ) : (
        <>
          <h2 className="font-semibold text-lg">No listings yet</h2>
          <p className="max-w-md text-muted-foreground text-sm">
            Publish a workflow or an agent, then list it here from your workflows for others to get.
          </p>
          <Button asChild variant="brand">
            <Link to="/workflows">Go to your workflows</Link>
          </Button>
        </>
      )}
    </div>
  );
}

export function MarketplaceView() {
  const [search, setSearch] = useSearchParams();
  const params = readSearchParams(search);
  const onChange = useCallback((next: SearchParams) => setSearch(writeSearchParams(next)), [setSearch]);
  const query = useListingSearch(toSearchQuery(params));
  const results = query.data;
  const user = useCurrentUser();
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="Agents and workflow templates made by people on the platform: get a copy, free or for AIZ, and make it yours."
        actions={
          <>
            {user.isAuthenticated ? (
              <Button asChild variant="outline">
                <Link to="/marketplace/selling">Selling</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/workflows">List one of yours</Link>
            </Button>
          </>
        }
      />
      <Toolbar params={params} onChange={onChange} />
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(query.error) ?? 'The marketplace could not be loaded. Try again in a moment.'}
        </p>
      ) : !results ? (
        <ul
          aria-label="Loading listings"
          aria-busy="true"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={i}>
              <Skeleton className="h-52 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : results.listings.length === 0 ? (
        <Empty
          searching={hasFilters(params)}
          onClear={() => onChange({ q: '', category: '', free: false, sort: params.sort, page: 1 })}
        />
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {countOf(results.total, 'listing')}
            {params.q.trim() ? ` for “${params.q.trim()}”` : ''}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Listings">
            {results.listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
          <Pages page={params.page} total={results.total} onPage={(page) => onChange({ ...params, page })} />
        </>
      )}
    </AccountScreen>
  );
}

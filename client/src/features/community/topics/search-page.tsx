/** /community/search?q=: topics matching the words (typo-tolerant on the server), each with an excerpt. */
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useCategories, useSearch } from '../community-api';
import { TopicList } from './topic-list';

export function SearchPage() {
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const results = useSearch(q, page);
  const categories = useCategories();
  const { isAuthenticated } = useCurrentUser();
  return (
    <section aria-labelledby="search-heading" className="flex flex-col gap-4">
      <h2 id="search-heading" className="font-semibold text-2xl tracking-tight">
        {q ? `Results for “${q}”` : 'Search'}
      </h2>
      {q ? (
        <TopicList
          page={results.data}
          isError={results.isError}
          error={results.error}
          categories={categories.data}
          signedIn={isAuthenticated}
          empty={<p>Nothing matches “{q}”. Try other words, or ask it as a new topic.</p>}
          onPage={(next) => setSearch({ q, page: String(next) })}
        />
      ) : (
        <p className="text-muted-foreground">Type words to look for in the search box above.</p>
      )}
    </section>
  );
}

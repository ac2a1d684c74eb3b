/**
 * A list of topics with Latest / Top (with a period) / Unanswered tabs: the community's front page, a category,
 * a tag, or one person's topics. The tab, period and page live in the address.
 */
import { TOP_PERIODS, type TopPeriod } from '@common/schemas/community';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth';
import { useCategories, useTopics } from '../community-api';
import type { TopicFilter } from '../community-keys';
import { type ListParams, listParamsSearch, readListParams } from './topic-filter-params';
import { TopicList } from './topic-list';

export type TopicScope =
  | { kind: 'all' }
  | { kind: 'category'; slug: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'author'; username: string };

const PERIOD_LABELS: Record<TopPeriod, string> = {
  day: 'Today',
  week: 'This week',
  month: 'This month',
  year: 'This year',
  all: 'All time',
};

function filterOf(scope: TopicScope, params: ListParams): TopicFilter {
  const filter: TopicFilter = { ...params };
  if (scope.kind === 'category') filter.category = scope.slug;
  if (scope.kind === 'tag') filter.tag = scope.tag;
  if (scope.kind === 'author') filter.author = scope.username;
  return filter;
}

function EmptyTopics({ view, newTopicHref }: { view: ListParams['view']; newTopicHref: string }) {
  if (view === 'unanswered') return <p>Every topic here has a reply.</p>;
  return (
    <div className="flex flex-col items-center gap-3">
      <p>No topics yet — ask the first question</p>
      <Button asChild variant="brand" size="sm">
        <Link to={newTopicHref}>
          <Plus aria-hidden="true" />
          New topic
        </Link>
      </Button>
    </div>
  );
}

export function TopicsPage({ scope, heading }: { scope: TopicScope; heading: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const topics = useTopics(filterOf(scope, params));
  const categories = useCategories();
  const { isAuthenticated } = useCurrentUser();
  const go = (next: Partial<ListParams>) => setSearch(listParamsSearch({ ...params, page: 1, ...next }));
  const newTopicHref = scope.kind === 'category' ? `/community/new?category=${scope.slug}` : '/community/new';

  return (
    <section aria-label="Topics list" className="flex flex-col gap-4">
      {heading}
      <Tabs value={params.view} onValueChange={(view) => go({ view: view as ListParams['view'] })}>
        <div className="flex flex-wrap items-center gap-3">
          <TabsList aria-label="Sort topics" className="w-full sm:w-fit">
            <TabsTrigger value="latest">Latest</TabsTrigger>
            <TabsTrigger value="top">Top</TabsTrigger>
            <TabsTrigger value="unanswered">Unanswered</TabsTrigger>
          </TabsList>
          {params.view === 'top' ? (
            <NativeSelect
              aria-label="Top of"
              className="w-40"
              value={params.period}
              onChange={(e) => go({ view: 'top', period: e.target.value as TopPeriod })}
            >
              {TOP_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          ) : null}
        </div>
        <TabsContent value={params.view} className="mt-4">
          <TopicList
            page={topics.data}
            isError={topics.isError}
            error={topics.error}
            categories={categories.data}
            signedIn={isAuthenticated}
            empty={<EmptyTopics view={params.view} newTopicHref={newTopicHref} />}
            onPage={(page) => go({ page })}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

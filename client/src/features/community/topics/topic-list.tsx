/** A page of topics: column heads, rows, loading skeletons, the empty state and pagination. */
import type { CommunityCategory, ThreadPage } from '@common/schemas/community';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { Pagination } from '../pagination';
import { ThreadRow } from './thread-row';

type TopicListProps = {
  page: ThreadPage | undefined;
  isError: boolean;
  error: unknown;
  categories: readonly CommunityCategory[] | undefined;
  signedIn: boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
};

export function TopicList({ page, isError, error, categories, signedIn, empty, onPage }: TopicListProps) {
  if (isError)
    return (
      <p role="alert" className="rounded-xl border p-4 text-destructive text-sm">
        {serverMessage(error) ?? 'The topics could not be loaded. Try again in a moment.'}
      </p>
    );
  if (!page)
    return (
      <section aria-busy="true" aria-label="Loading topics" className="flex flex-col gap-2">
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-16 rounded-lg" />
        ))}
      </section>
    );
  if (page.threads.length === 0)
    return (
      <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{empty}</div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-xl border bg-card">
        <div
          aria-hidden="true"
          className="hidden border-b px-4 py-2 font-medium text-muted-foreground text-xs sm:grid sm:grid-cols-[minmax(0,1fr)_4rem_4rem_6rem]"
        >
          <span>Topic</span>
          <span className="text-center">Replies</span>
          <span className="text-center">Votes</span>
          <span className="text-right">Activity</span>
        </div>
        <ul aria-label="Topics" className="divide-y">
          {page.threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} categories={categories} signedIn={signedIn} />
          ))}
        </ul>
      </div>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </div>
  );
}

/**
 * A listing page's "Reviews": the rating summary, the caller's own review (with Edit), the form for people
 * who got the listing, why others cannot review, and the other reviews, most helpful or newest first.
 */
import { countOf } from '@common/plural';
import { REVIEW_SORTS, type ReviewSort, type ReviewsPage } from '@common/schemas/marketplace-reviews';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { REVIEWS_PER_PAGE, useListingReviews } from './reviews-api';

const SORT_LABELS: Readonly<Record<ReviewSort, string>> = { helpful: 'Most helpful', newest: 'Newest' };

const REFUSAL_COPY = {
  'sign-in': 'Sign in and get this listing to review it.',
  'get-it-first': 'Get this listing to review it: reviews come from people who got or bought it.',
  'own-listing': 'This is your listing: you can reply once to each review.',
} as const;

function YourReview({ slug, data }: { slug: string; data: ReviewsPage }) {
  const [editing, setEditing] = useState(false);
  if (data.mine && !editing) {
    return (
      <div className="rounded-lg border bg-muted/30 px-4">
        <div className="flex items-center justify-between pt-3">
          <h3 className="font-medium text-sm">Your review</h3>
          {data.canReview ? (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
        </div>
        <ReviewItem review={data.mine} slug={slug} isCreator={false} signedIn />
      </div>
    );
  }
  if (data.canReview) return <ReviewForm slug={slug} mine={data.mine} onDone={() => setEditing(false)} />;
  return data.refusal ? (
    <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
      {REFUSAL_COPY[data.refusal]}
    </p>
  ) : null;
}

export function ListingReviews({ slug }: { slug: string }) {
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [page, setPage] = useState(1);
  const query = useListingReviews(slug, { sort, page });
  const user = useCurrentUser();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PER_PAGE)) : 1;
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="font-semibold text-lg">
        Reviews
      </h2>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">
            {serverMessage(query.error) ?? 'The reviews could not be loaded.'}
          </span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label="Loading the reviews" className="flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
        </div>
      ) : (
        <>
          <RatingSummary summary={data.summary} />
          <YourReview key={data.mine?.updatedAt ?? 'none'} slug={slug} data={data} />
          {data.total > 0 ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-muted-foreground text-sm">
                {data.mine ? `${countOf(data.total, 'other review')}` : countOf(data.total, 'review')}
              </p>
              <div className="flex items-center gap-2 text-sm">
                <label htmlFor="review-sort" className="text-muted-foreground">
                  Sort by
                </label>
                <NativeSelect
                  id="review-sort"
                  value={sort}
                  onChange={(e) => {
                    setSort(e.target.value as ReviewSort);
                    setPage(1);
                  }}
                  className="w-auto"
                >
                  {REVIEW_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {SORT_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          ) : null}
          {data.reviews.length > 0 ? (
            <div className="flex flex-col divide-y" aria-busy={query.isFetching}>
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  slug={slug}
                  isCreator={data.isCreator}
                  signedIn={user.isAuthenticated}
                />
              ))}
            </div>
          ) : null}
          {pages > 1 ? (
            <nav aria-label="Review pages" className="flex items-center gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="tabular-nums">
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A marketplace listing inside a post: what it is, its price and rating, and "Get" (the marketplace's flow). */
import { countOf } from '@common/plural';
import { Star, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { useGetListing, useListing } from '@/features/marketplace';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';

const priceOf = (price: string) => (Number(price) === 0 ? 'Free' : `${formatAizAmount(price)} AIZ`);

function GetListing({ slug, free, owned }: { slug: string; free: boolean; owned: boolean }) {
  const { isAuthenticated } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const get = useGetListing(slug);
  if (!isAuthenticated)
    return (
      <Button size="sm" variant="outline" onClick={() => openAuthDialog()}>
        Sign in to get it
      </Button>
    );
  if (get.data)
    return (
      <Button size="sm" asChild variant="outline">
        <Link to={`/builder-advanced?workflow=${get.data.workflowId}`}>Open your copy</Link>
      </Button>
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" variant="brand" disabled={get.isPending} onClick={() => get.mutate()}>
        {get.isPending ? 'Getting your copy…' : owned ? 'Get another copy' : free ? 'Get it free' : 'Buy'}
      </Button>
      {get.error ? (
        <p role="alert" className="text-destructive text-xs">
          {serverMessage(get.error) ?? 'That did not work. Try again.'}
        </p>
      ) : null}
    </div>
  );
}

export function ListingEmbed({ slug }: { slug: string }) {
  const query = useListing(slug);
  const listing = query.data;
  if (query.isError)
    return (
      <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
        The listing “{slug}” could not be shown: {serverMessage(query.error) ?? 'it may have been removed.'}
      </p>
    );
  if (!listing) return <Skeleton className="h-28 rounded-xl" aria-label="Loading the listing" />;
  return (
    <aside
      aria-label={`Marketplace listing: ${listing.title}`}
      className="not-prose flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-start"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Store className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={`/marketplace/${listing.slug}`} className="font-semibold hover:underline">
          {listing.title}
        </Link>
        <p className="text-muted-foreground text-sm">{listing.summary}</p>
        <p className="flex flex-wrap items-center gap-3 text-muted-foreground text-xs">
          {listing.offersCopy ? (
            <span className="font-medium text-foreground">{priceOf(listing.price)}</span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Star className="size-3.5" aria-hidden="true" />
            {listing.figures.rating === null
              ? 'No reviews yet'
              : `${listing.figures.rating.toFixed(1)} from ${countOf(listing.figures.ratingCount, 'review')}`}
          </span>
          <span>by {listing.creator.username}</span>
        </p>
      </div>
      {listing.offersCopy ? (
        <GetListing slug={listing.slug} free={Number(listing.price) === 0} owned={listing.owned === true} />
      ) : null}
    </aside>
  );
}

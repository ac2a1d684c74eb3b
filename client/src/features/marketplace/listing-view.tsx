/**
 * /marketplace/{slug}: one listing — what it does (its README), the steps it is made of (names and types,
 * never parameters or secrets), its figures, and "Get" (free) or "Buy for N AIZ", which makes a copy among
 * the person's workflows. Signed out, the page reads the same and the button asks to sign in first.
 */
import { countOf } from '@common/plural';
import { LISTING_CATEGORY_LABELS, type ListingDetail } from '@common/schemas/marketplace';
import { ArrowLeft, BadgeCheck, Download, EyeOff, Star } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { AccountScreen } from '@/components/screen/account-screen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { ApiError, serverMessage } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { AgentAccessPanel } from './agent-access-panel';
import { useGetListing, useListing } from './api';
import { priceLabel, ratingLabel } from './listing-card';
import { ListingIcon } from './listing-icon';
import { ListingImagesEditor } from './listing-images-editor';
import { ListingReleases, OwnCopyUpdates } from './listing-releases';
import { ListingReviews } from './listing-reviews';
import { OwnListingNotice } from './own-listing-notice';
import { ReportMenu } from './report-dialog';
import { RunFiguresPanel } from './run-figures-panel';
import { ScreenshotGallery } from './screenshot-gallery';
import { TryPanel } from './try-panel';

/** The steps in the order they connect (a node after every node it follows), with their types. */
function orderedSteps(shape: ListingDetail['shape']) {
  const incoming = new Map(shape.nodes.map((n) => [n.id, 0]));
  for (const edge of shape.edges) incoming.set(edge.target, (incoming.get(edge.target) ?? 0) + 1);
  const order: ListingDetail['shape']['nodes'] = [];
  const ready = shape.nodes.filter((n) => incoming.get(n.id) === 0);
  const byId = new Map(shape.nodes.map((n) => [n.id, n]));
  while (ready.length > 0) {
    const node = ready.shift()!;
    order.push(node);
    for (const edge of shape.edges.filter((e) => e.source === node.id)) {
      const left = (incoming.get(edge.target) ?? 0) - 1;
      incoming.set(edge.target, left);
      const target = byId.get(edge.target);
      if (left === 0 && target) ready.push(target);
    }
  }
  // A loop leaves some nodes unordered: they follow, in the document's order.
  return [...order, ...shape.nodes.filter((n) => !order.includes(n))];
}

function GetButton({ listing }: { listing: ListingDetail }) {
  const user = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const get = useGetListing(listing.slug);
  const free = priceLabel(listing.price) === 'Free';
  if (!user.isAuthenticated) {
    return (
      <Button variant="brand" onClick={() => openAuthDialog()}>
        Sign in to get it
      </Button>
    );
  }
  const failure = get.error ? (serverMessage(get.error) ?? 'That did not work. Try again.') : null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="brand"
        disabled={get.isPending}
        onClick={() =>
          get.mutate(undefined, {
            onSuccess: (result) => navigate(`/builder-advanced?workflow=${result.workflowId}`),
          })
        }
      >
        {get.isPending
          ? 'Getting your copy…'
          : listing.owned
            ? 'Get another copy'
            : free
              ? 'Get it free'
              : `Buy for ${priceLabel(listing.price)}`}
      </Button>
      {listing.owned ? (
        <p className="text-muted-foreground text-xs">You have a copy in your workflows.</p>
      ) : null}
      {listing.owned ? <OwnCopyUpdates slug={listing.slug} /> : null}
      {failure ? (
        <p role="alert" className="text-destructive text-sm">
          {failure}
          {get.error instanceof ApiError && get.error.code === 'insufficient_funds' ? (
            <>
              {' '}
              <Link to="/tokens" className="underline">
                How to get AIZ
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

export function ListingView() {
  const { slug = '' } = useParams();
  const query = useListing(slug);
  const listing = query.data;
  // When the listing cannot be shown, the page's heading is the screen's own.
  const screenTitle = useScreenTitle();
  return (
    <AccountScreen>
      <Link
        to="/marketplace"
        className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Marketplace
      </Link>
      {query.isError ? (
        <div className="flex flex-col gap-3">
          <h1 className="font-semibold text-3xl tracking-tight">{screenTitle}</h1>
          <p role="alert" className="text-destructive">
            {serverMessage(query.error) ?? 'This listing could not be loaded.'}
          </p>
        </div>
      ) : !listing ? (
        <section aria-busy="true" aria-label="Loading the listing" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40" />
        </section>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <article className="flex min-w-0 flex-col gap-6">
            <OwnListingNotice slug={listing.slug} creator={listing.creator.username} />
            <header className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{LISTING_CATEGORY_LABELS[listing.category]}</Badge>
                {listing.official ? (
                  <Badge variant="brand">
                    <BadgeCheck aria-hidden="true" />
                    Official
                  </Badge>
                ) : null}
                <span className="text-muted-foreground text-sm">
                  by {listing.creator.username} · version {listing.versionNumber}
                </span>
                {listing.hidden ? null : (
                  <span className="ms-auto">
                    <ReportMenu
                      target={{ slug: listing.slug, what: 'this listing' }}
                      label="More actions for this listing"
                    />
                  </span>
                )}
              </div>
              {listing.hidden ? (
                <p
                  role="status"
                  className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
                >
                  <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    An administrator hid this listing: only you can see it, and it is out of search.
                    {listing.hidden.reason ? ` Reason: ${listing.hidden.reason}` : ''}
                  </span>
                </p>
              ) : null}
              <div className="flex items-center gap-4">
                <ListingIcon listing={listing} className="size-16 rounded-2xl text-2xl" />
                <h1 className="text-balance font-semibold text-3xl tracking-tight">{listing.title}</h1>
              </div>
              <p className="text-lg text-muted-foreground">{listing.summary}</p>
            </header>
            <ScreenshotGallery shots={listing.screenshots} title={listing.title} />
            {listing.readme.trim() ? (
              <section aria-label="About">
                <Markdown text={listing.readme} />
              </section>
            ) : null}
            <section aria-labelledby="steps-heading" className="flex flex-col gap-3">
              <h2 id="steps-heading" className="font-semibold text-lg">
                Its steps
              </h2>
              <ol className="flex flex-col gap-2">
                {orderedSteps(listing.shape).map((node, i) => (
                  <li key={node.id} className="flex items-center gap-3 rounded-lg border px-3 py-2 text-sm">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs tabular-nums">
                      {i + 1}
                    </span>
                    <span className="font-medium">{node.name}</span>
                    <span className="ms-auto text-muted-foreground text-xs">{node.type}</span>
                  </li>
                ))}
              </ol>
              <p className="text-muted-foreground text-xs">
                Settings and credentials are not shown: your copy asks for your own.
              </p>
            </section>
            <ListingReviews slug={listing.slug} />
            <ListingReleases slug={listing.slug} />
          </article>
          <aside className="flex flex-col gap-4">
            <Card>
              {listing.offersCopy ? (
                <CardHeader>
                  <p className="font-semibold text-2xl tabular-nums">{priceLabel(listing.price)}</p>
                </CardHeader>
              ) : null}
              <CardContent className={`flex flex-col gap-4 ${listing.offersCopy ? '' : 'pt-6'}`}>
                {listing.offersCopy ? <GetButton listing={listing} /> : null}
                <AgentAccessPanel listing={listing} />
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-muted-foreground text-xs">Installs</dt>
                    <dd className="inline-flex items-center gap-1 font-medium">
                      <Download className="size-3.5" aria-hidden="true" />
                      {countOf(listing.figures.installs, 'install')}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-xs">Rating</dt>
                    <dd className="inline-flex items-center gap-1 font-medium">
                      <Star className="size-3.5" aria-hidden="true" />
                      {ratingLabel(listing.figures)}
                    </dd>
                  </div>
                </dl>
                <RunFiguresPanel usage={listing.figures.usage} />
                {listing.tags.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                    {listing.tags.map((tag) => (
                      <li key={tag}>
                        <Link
                          to={`/marketplace?q=${encodeURIComponent(tag)}`}
                          className="rounded-md bg-muted px-2 py-0.5 text-muted-foreground text-xs hover:underline"
                        >
                          {tag}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </CardContent>
            </Card>
            <TryPanel listing={listing} />
            <ListingImagesEditor listing={listing} />
          </aside>
        </div>
      )}
    </AccountScreen>
  );
}

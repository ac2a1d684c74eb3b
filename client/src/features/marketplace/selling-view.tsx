/**
 * /marketplace/selling: what a creator sells. Their listings in every status with sales, installs, earnings
 * and runs; AIZ earned per day; the sales (refundable within the window) and the payouts. Each listing is
 * edited (with a preview), published from a draft, unlisted or relisted, and released anew from here.
 */
import type { SellerListing, SellingSummary } from '@common/schemas/marketplace-selling';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LineChart } from '@/components/charts';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';
import { priceLabel } from './listing-card';
import { ListingEditorDialog } from './listing-editor-dialog';
import { ReleaseDialog } from './release-dialog';
import { useSellingSummary, useUpdateListing } from './selling-api';
import { PayoutsList, SalesList } from './selling-ledger';

function StatusBadge({ listing }: { listing: SellerListing }) {
  if (listing.status === 'listed') return <Badge variant="brand">Listed</Badge>;
  if (listing.status === 'draft') return <Badge variant="outline">Draft</Badge>;
  return <Badge variant="secondary">{listing.hiddenReason ? 'Hidden by an admin' : 'Unlisted'}</Badge>;
}

function ListingRow({ listing }: { listing: SellerListing }) {
  const [editing, setEditing] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const update = useUpdateListing(listing.slug);
  const setStatus = (status: 'listed' | 'hidden', done: string) =>
    update.mutate(
      { status },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'That did not work',
            description: serverMessage(error) ?? 'Try again.',
          }),
      },
    );
  const adminHidden = listing.status === 'hidden' && listing.hiddenReason !== null;
  const figures: [string, string][] = [
    ['Sales', String(listing.sales)],
    ['Installs', String(listing.installs)],
    ['Earned', `${formatAizAmount(listing.earnings)} AIZ`],
    ['Runs, 30 days', String(listing.runs)],
  ];
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge listing={listing} />
          <Link to={`/marketplace/${listing.slug}`} className="font-semibold hover:underline">
            {listing.title}
          </Link>
          <span className="text-muted-foreground text-xs">
            version {listing.versionNumber} · {priceLabel(listing.price)}
          </span>
        </div>
        {adminHidden ? (
          <p className="text-destructive text-sm">
            An admin hid it: {listing.hiddenReason}. Change what the reason names, then ask an admin to
            restore it.
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={() => setReleasing(true)}>
            New release
          </Button>
          {listing.status === 'draft' ? (
            <Button
              size="sm"
              variant="brand"
              disabled={update.isPending}
              onClick={() => setStatus('listed', 'Published')}
            >
              Publish
            </Button>
          ) : listing.status === 'listed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() => setStatus('hidden', 'Unlisted')}
            >
              Unlist
            </Button>
          ) : adminHidden ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() => setStatus('listed', 'Listed again')}
            >
              List again
            </Button>
          )}
        </div>
      </Card>
      {editing ? <ListingEditorDialog listing={listing} open={editing} onOpenChange={setEditing} /> : null}
      {releasing ? <ReleaseDialog listing={listing} open={releasing} onOpenChange={setReleasing} /> : null}
    </li>
  );
}

function EarningsChart({ summary }: { summary: SellingSummary }) {
  const points = summary.earningsByDay.map((d) => ({ t: Date.parse(`${d.day}T12:00:00Z`), v: d.amount }));
  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-3">
      <h2 id="earnings-heading" className="font-semibold text-xl">
        Earnings, last {summary.days} days
      </h2>
      <Card className="p-4" data-testid="earnings-chart">
        <LineChart
          series={[{ name: 'AIZ earned', color: 'var(--primary)', points }]}
          label={`AIZ earned per day over the last ${summary.days} days, from sales and paid runs, less refunds`}
          area
          formatTime={(t) => new Date(t).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
        />
      </Card>
    </section>
  );
}

function Totals({ summary }: { summary: SellingSummary }) {
  const tiles: [string, string][] = [
    ['Sales', String(summary.totals.sales)],
    ['Installs', String(summary.totals.installs)],
    ['Earned', `${formatAizAmount(summary.totals.earnings)} AIZ`],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {tiles.map(([label, value]) => (
        <Card key={label} className="p-4">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="font-semibold text-2xl tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function SellingBody() {
  const query = useSellingSummary();
  const summary = query.data;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {serverMessage(query.error) ?? 'Your selling figures could not be loaded. Try again in a moment.'}
      </p>
    );
  }
  if (!summary) {
    return (
      <section aria-busy="true" aria-label="Loading your listings" className="grid gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </section>
    );
  }
  return (
    <>
      <Totals summary={summary} />
      <EarningsChart summary={summary} />
      <section aria-labelledby="listings-heading" className="flex flex-col gap-3">
        <h2 id="listings-heading" className="font-semibold text-xl">
          Your listings
        </h2>
        {summary.listings.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
            <Store className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-md text-muted-foreground text-sm">
              You list nothing yet. Publish a workflow or an agent, then choose “List in the marketplace” on
              it.
            </p>
            <Button asChild variant="brand">
              <Link to="/workflows">Go to your workflows</Link>
            </Button>
          </div>
        ) : (
          <ul aria-label="Your listings" className="grid gap-3">
            {summary.listings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <SalesList sales={summary.sales} />
        <PayoutsList payouts={summary.payouts} />
      </div>
    </>
  );
}

export function SellingView() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="Your listings, their sales and what you earned from them."
        actions={
          <Button asChild variant="outline">
            <Link to="/marketplace">Marketplace</Link>
          </Button>
        }
      />
      {isAuthenticated ? (
        <SellingBody />
      ) : isLoading ? (
        <Skeleton className="h-24" />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <p className="max-w-md text-muted-foreground text-sm">
            Sign in to see your listings, sales and earnings.
          </p>
          <Button variant="brand" onClick={() => openAuthDialog()}>
            Sign in
          </Button>
        </div>
      )}
    </AccountScreen>
  );
}

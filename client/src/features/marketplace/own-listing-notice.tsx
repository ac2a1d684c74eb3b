/**
 * On a listing's page, for its creator only: a draft or an unlisted listing says so (only they can see this
 * page), with the way to Selling where it is published, edited or released anew.
 */
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useSellingSummary } from './selling-api';

export function OwnListingNotice({ slug, creator }: { slug: string; creator: string }) {
  const { user } = useCurrentUser();
  const mine = user?.username === creator;
  const summary = useSellingSummary(mine);
  const listing = summary.data?.listings.find((l) => l.slug === slug);
  // An administrator's hide has its own notice on the page, with the reason.
  if (!mine || !listing || (listing.status === 'hidden' && listing.hiddenReason)) return null;
  const text =
    listing.status === 'draft'
      ? 'This is your draft: nobody else sees it until you publish it.'
      : listing.status === 'hidden'
        ? 'You unlisted this listing: nobody else sees it.'
        : 'This is your listing.';
  return (
    <p role="status" className="rounded-lg border bg-muted/40 px-3 py-2 text-sm">
      {text}{' '}
      <Link to="/marketplace/selling" className="underline">
        Manage it on Selling
      </Link>
    </p>
  );
}

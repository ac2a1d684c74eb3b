/** One listing in the marketplace's grid: what it is, who made it, what it costs, and real figures. */
import { countOf } from '@common/plural';
import { LISTING_CATEGORY_LABELS, type ListingCard as Listing } from '@common/schemas/marketplace';
import { Activity, BadgeCheck, Download, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ListingIcon } from './listing-icon';
import { perRunLabel, priceLabel } from './offer-labels';
import { cardRunsLabel, howMeasured } from './run-figures';

export { priceLabel } from './offer-labels';

export function ratingLabel(figures: Listing['figures']): string {
  return figures.rating === null
    ? 'No reviews yet'
    : `${figures.rating.toFixed(1)} from ${countOf(figures.ratingCount, 'review')}`;
}

export function ListingCard({ listing }: { listing: Listing }) {
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{LISTING_CATEGORY_LABELS[listing.category]}</Badge>
        {listing.official ? (
          <Badge variant="brand">
            <BadgeCheck aria-hidden="true" />
            Official
          </Badge>
        ) : null}
        <span className="ms-auto text-end font-semibold text-sm tabular-nums">
          {listing.offersCopy ? priceLabel(listing.price) : null}
          {listing.agent ? (
            <span className={listing.offersCopy ? 'block font-normal text-muted-foreground text-xs' : ''}>
              Agent: {perRunLabel(listing.agent.pricePerRun)}
            </span>
          ) : null}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <ListingIcon listing={listing} />
        <h2 className="font-semibold text-lg leading-snug">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link
            to={`/marketplace/${listing.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.title}
          </Link>
        </h2>
      </div>
      <p className="line-clamp-3 text-muted-foreground text-sm">{listing.summary}</p>
      {listing.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {listing.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-muted-foreground text-xs">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-muted-foreground text-xs">
        <span className="inline-flex items-center gap-1">
          <Download className="size-3.5" aria-hidden="true" />
          {countOf(listing.figures.installs, 'install')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Star className="size-3.5" aria-hidden="true" />
          {ratingLabel(listing.figures)}
        </span>
        {listing.figures.usage ? (
          <span className="inline-flex items-center gap-1" title={howMeasured(listing.figures.usage)}>
            <Activity className="size-3.5" aria-hidden="true" />
            {cardRunsLabel(listing.figures.usage)}
          </span>
        ) : null}
        <span className="ms-auto">by {listing.creator.username}</span>
      </div>
    </Card>
  );
}

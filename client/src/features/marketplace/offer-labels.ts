/** What a listing offers, in words: a copy at its price, a hosted agent at its price per run, or both. */
import type { ListingCard } from '@common/schemas/marketplace';
import { formatAizAmount } from '@/lib/format';

export const priceLabel = (price: string) =>
  /^0(\.0+)?$/.test(price) ? 'Free' : `${formatAizAmount(price)} AIZ`;

/** "2 AIZ a run", or "Free runs". */
export const perRunLabel = (price: string) => {
  const label = priceLabel(price);
  return label === 'Free' ? 'Free runs' : `${label} a run`;
};

/** One label per offer, in the order the page shows them. */
export function offerLabels(listing: Pick<ListingCard, 'price' | 'offersCopy' | 'agent'>): string[] {
  return [
    ...(listing.offersCopy ? [`Copy: ${priceLabel(listing.price)}`] : []),
    ...(listing.agent ? [`Hosted agent: ${perRunLabel(listing.agent.pricePerRun)}`] : []),
  ];
}

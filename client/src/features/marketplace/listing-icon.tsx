/**
 * A listing's icon: the creator's image, or, without one (or when it fails to load), the title's first
 * letter on a gradient whose colours come from the slug, so a listing keeps its look everywhere.
 */
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Two hues from the slug, stable across renders and machines. */
export function gradientOf(slug: string): string {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 45) % 360} 75% 40%))`;
}

export function ListingIcon({
  listing,
  className,
}: {
  listing: { slug: string; title: string; iconUrl: string | null };
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = listing.iconUrl && listing.iconUrl !== failed ? listing.iconUrl : null;
  const box = cn('size-12 shrink-0 overflow-hidden rounded-xl', className);
  if (url) {
    // Decorative: the title beside it names the listing.
    return (
      <img src={url} alt="" className={cn(box, 'bg-muted object-cover')} onError={() => setFailed(url)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'flex items-center justify-center font-semibold text-white text-xl')}
      style={{ backgroundImage: gradientOf(listing.slug) }}
    >
      {(listing.title.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

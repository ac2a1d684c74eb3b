/**
 * The listing page's screenshots: thumbnails in the creator's order; one opens large in a dialog, where the
 * arrow keys (or the buttons) step through them and Escape closes. Each caption is the image's alt text.
 */
import type { ListingScreenshot } from '@common/schemas/marketplace-assets';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export const screenshotAlt = (shot: ListingScreenshot, index: number, title: string) =>
  shot.caption || `${title}, screenshot ${index + 1}`;

export function ScreenshotGallery({ shots, title }: { shots: ListingScreenshot[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (shots.length === 0) return null;
  const step = (by: number) => setOpen((at) => (at === null ? at : (at + by + shots.length) % shots.length));
  const current = open === null ? null : shots[open];
  return (
    <section aria-labelledby="screenshots-heading" className="flex flex-col gap-3">
      <h2 id="screenshots-heading" className="font-semibold text-lg">
        Screenshots
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shots.map((shot, i) => (
          <li key={shot.url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block aspect-video w-full overflow-hidden rounded-lg border bg-muted transition hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Enlarge: ${screenshotAlt(shot, i, title)}`}
            >
              <img
                src={shot.url}
                alt={screenshotAlt(shot, i, title)}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current != null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {current && open !== null ? (
          <DialogContent
            className="max-w-5xl p-4 sm:p-6"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') step(1);
              else if (event.key === 'ArrowLeft') step(-1);
              else return;
              event.preventDefault();
            }}
          >
            <DialogTitle className="pr-8 text-base">
              {current.caption || `Screenshot ${open + 1}`}
            </DialogTitle>
            <DialogDescription>
              {open + 1} of {shots.length}
              {shots.length > 1 ? ' · use the arrow keys to move between them' : ''}
            </DialogDescription>
            <img
              src={current.url}
              alt={screenshotAlt(current, open, title)}
              className="max-h-[70dvh] w-full rounded-lg bg-muted object-contain"
            />
            {shots.length > 1 ? (
              <div className="flex justify-between gap-2">
                <Button variant="outline" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button variant="outline" onClick={() => step(1)}>
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

import type { FeatureId } from '@common/product/features';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useScreenTitle } from '@/lib/screen-handle';

export type ScreenTone = 'brand' | 'solar';

type ScreenIntroProps = {
  /** The not-built feature (common/product/features.ts) this screen is: marked on the page for the copy tests. */
  feature: FeatureId;
  icon: LucideIcon;
  /** Where the screen stands, beside its name: "Not built yet" unless the screen has something more exact. */
  status: string;
  /** Plain words on what the screen will do, or why there is nothing to show yet. */
  description: string;
  /** What a visitor can use today instead, under the heading "What works today". */
  today: ReactNode;
  tone?: ScreenTone;
  children?: ReactNode;
};

/**
 * The head of a screen that is not built yet: its name (the page's only <h1>), where it stands, what
 * it will do, and what works today. It never lists other unbuilt screens as if they were available.
 * Its root carries `data-feature`, which the copy tests (client/src/test/truthful-dom.ts) read.
 */
export function ScreenIntro({
  feature,
  icon: Icon,
  status,
  description,
  today,
  tone = 'brand',
  children,
}: ScreenIntroProps) {
  const title = useScreenTitle();
  return (
    <div data-feature={feature} className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 top-0 -z-10 h-72 opacity-60 [mask-image:linear-gradient(to_bottom,black,transparent)]',
          tone === 'solar'
            ? 'bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-solar-from)_22%,transparent),transparent)]'
            : 'bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-brand-from)_20%,transparent),transparent)]',
        )}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          <div
            className={cn(
              'mb-6 flex size-12 items-center justify-center rounded-xl text-white shadow-lg',
              tone === 'solar'
                ? 'bg-linear-to-br from-sun-from to-sun-to shadow-sun-to/20'
                : 'bg-linear-to-br from-cta-from via-cta-via to-cta-to shadow-cta-from/20',
            )}
          >
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          <Badge variant="outline" className="mt-3">
            {status}
          </Badge>
          <p className="mt-4 text-pretty text-lg text-muted-foreground leading-relaxed">{description}</p>
        </header>
        {children}
        <section aria-labelledby="works-today" className="mt-12">
          <h2 id="works-today" className="font-medium text-muted-foreground text-sm uppercase tracking-wider">
            What works today
          </h2>
          <div className="mt-4">{today}</div>
        </section>
      </div>
    </div>
  );
}

import { SunMedium } from 'lucide-react';
import { SolaraChat } from '@/features/solar';
import { useScreenTitle } from '@/lib/screen-handle';

/** Solara, the solar agent: an honest estimate for your home in about two minutes, then a consultation. */
export function SolarAiAgentPage() {
  const title = useScreenTitle();
  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-solar-from)_22%,transparent),transparent)] opacity-60 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
        <header className="mb-6 flex items-start gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
            <SunMedium className="size-6" aria-hidden="true" />
          </div>
          <div>
            <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 text-muted-foreground">
              Answer a few questions and get a non-binding estimate for your home: size, price, savings,
              payback and CO2, with every assumption shown. Then book a free consultation if you like.
            </p>
          </div>
        </header>
        <SolaraChat />
      </div>
    </div>
  );
}

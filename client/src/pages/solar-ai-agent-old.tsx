import { SunMedium } from 'lucide-react';
import { Link } from 'react-router';
import { SolaraFormLayout } from '@/features/solar';
import { useScreenTitle } from '@/lib/screen-handle';

/** The previous Solara layout: the same agent behind a form, with the chat beside it. */
export function SolarAiAgentOldPage() {
  const title = useScreenTitle();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
      <header className="mb-6 flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
          <SunMedium className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">
            Fill in the form for a non-binding estimate for your home, or answer Solara in the chat beside it:
            both are the same conversation. The chat then takes your details and books a free consultation if
            you like. Prefer just the chat?{' '}
            <Link to="/solar-ai-agent" className="font-medium text-foreground underline underline-offset-4">
              Open the current Solara
            </Link>
            .
          </p>
        </div>
      </header>
      <SolaraFormLayout />
    </div>
  );
}

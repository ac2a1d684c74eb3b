import { LayoutTemplate } from 'lucide-react';
import { SolaraTemplatesView } from '@/features/solar';
import { useScreenTitle } from '@/lib/screen-handle';

/** Solara's templates: its variants, each with a live preview and a way to deploy it as your own. */
export function SolarAgentTemplatePage() {
  const title = useScreenTitle();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
      <header className="mb-6 flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
          <LayoutTemplate className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">
            Solara, ready-made for a kind of customer. Each variant is a preset of its configuration: its
            greeting, the questions it stresses and what it assumes. Try one in the preview, a real chat, then
            use it as the start of your own white-labelled Solara.
          </p>
        </div>
      </header>
      <SolaraTemplatesView />
    </div>
  );
}

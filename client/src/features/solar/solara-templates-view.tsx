/**
 * Solara's templates (/templates/solar-ai-agent): its variants, each a preset of its configuration, with a
 * live preview (a real chat with that variant) and "Use this template", which opens the deployment page with
 * the variant chosen. The variant shown is in the address (`?variant=`), so a preview can be shared.
 */
import { SOLARA_VARIANT_IDS, type SolaraVariantId } from '@common/schemas/solara';
import { SOLARA_VARIANTS, solaraVariant } from '@common/solar/solara';
import { ArrowRight, BatteryCharging, Building2, Check, House, Languages } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SolaraChat } from './solara-chat';

export const VARIANT_PARAM = 'variant';

const ICONS: Record<SolaraVariantId, typeof House> = {
  residential: House,
  battery: BatteryCharging,
  commercial: Building2,
  spanish: Languages,
};

/** The deployment page, opened with this variant chosen. */
export const deployHref = (id: SolaraVariantId) => `/deploy/solar-ai-agent?variant=${id}`;

function chosenVariant(value: string | null): SolaraVariantId {
  return (SOLARA_VARIANT_IDS as readonly string[]).includes(value ?? '')
    ? (value as SolaraVariantId)
    : 'residential';
}

export function SolaraTemplatesView() {
  const [search, setSearch] = useSearchParams();
  const chosen = solaraVariant(chosenVariant(search.get(VARIANT_PARAM)));
  const preview = useRef<HTMLElement>(null);
  const chose = useRef(false);
  // Below the list on a narrow screen, the preview of a variant just chosen comes into view.
  useEffect(() => {
    if (!chose.current || !chosen.id) return;
    chose.current = false;
    if (window.matchMedia?.('(max-width: 1023px)').matches)
      preview.current?.scrollIntoView?.({ block: 'start' });
  }, [chosen.id]);
  const choose = (id: SolaraVariantId) => {
    chose.current = true;
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(VARIANT_PARAM, id);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-labelledby="variants-heading" className="flex flex-col gap-3">
        <h2 id="variants-heading" className="font-semibold text-lg">
          Variants
        </h2>
        <ul className="flex flex-col gap-3">
          {SOLARA_VARIANTS.map((variant) => {
            const Icon = ICONS[variant.id];
            const selected = variant.id === chosen.id;
            return (
              <li key={variant.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose(variant.id)}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs outline-none transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring/40',
                    selected && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-sun-from to-sun-to text-white">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold">{variant.name}</span>
                    <span className="block text-muted-foreground text-sm">{variant.summary}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground text-sm">
          The Spanish variant holds the whole conversation in Spanish: every question, reply, hint, date and
          card label, and it reads answers given in Spanish. The others speak English.
        </p>
      </section>

      <section
        ref={preview}
        aria-labelledby="preview-heading"
        className="flex min-w-0 scroll-mt-20 flex-col gap-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="preview-heading" className="font-semibold text-lg">
              {chosen.name}: live preview
            </h2>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {chosen.highlights.map((line) => (
                <li key={line} className="flex gap-2">
                  <Check
                    className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-hidden="true"
                  />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
          <Button asChild>
            <Link to={deployHref(chosen.id)}>
              Use this template
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <SolaraChat key={chosen.id} variant={chosen.id} label={`Preview of Solara, ${chosen.name}`} />
      </section>
    </div>
  );
}

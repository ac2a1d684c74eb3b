import { type FeatureId, notBuiltYet } from '@common/product/features';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { featureLink } from '@/components/screen/screen-links';
import { Badge } from '@/components/ui/badge';

/** The working features the home page shows as cards (words from the feature list), each with its action. */
const FEATURED: { id: FeatureId; cta: string }[] = [
  { id: 'agent-builder', cta: 'Build an agent' },
  { id: 'canvas', cta: 'Open the canvas' },
  { id: 'deployments', cta: 'See your deployments' },
  { id: 'pay-per-run', cta: 'Set a price on Fleet' },
];

/** More working screens, one line each. */
const MORE: FeatureId[] = ['describe-it', 'analytics', 'dashboard', 'providers', 'community'];

export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <div className="max-w-2xl">
        <p className="font-medium text-primary text-sm">One platform</p>
        <h2
          id="features-heading"
          className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl"
        >
          Everything you need to put AI agents to work
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Build an agent, test it, publish it and deploy it where people and programs can call it. Every card
          opens a screen that works today.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2">
        {FEATURED.map(({ id, cta }) => (
          <li key={id} data-feature={id}>
            <FeatureCard id={id} cta={cta} />
          </li>
        ))}
      </ul>
      <ul aria-label="More that works today" className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        {MORE.map(featureLink).map(({ feature, to, label, icon: Icon }) => (
          <li key={feature} data-feature={feature}>
            <Link
              to={to}
              className="inline-flex items-center gap-2 rounded-sm text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <NotBuiltList />
    </section>
  );
}

function FeatureCard({ id, cta }: { id: FeatureId; cta: string }) {
  const { to, label, description, icon: Icon } = featureLink(id);
  return (
    <Link
      to={to}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-xs outline-none transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-primary/15 opacity-0 blur-3xl transition-opacity group-hover:opacity-100"
      />
      <span className="flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/20 shadow-md">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-6 font-semibold text-xl tracking-tight">{label}</h3>
      <p className="mt-2 flex-1 text-muted-foreground leading-relaxed">{description}</p>
      <span className="mt-6 inline-flex items-center gap-1.5 font-medium text-primary text-sm">
        {cta}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}

/** What is not built yet, said once and plainly, each item marked with its feature. */
function NotBuiltList() {
  if (notBuiltYet().length === 0) return null;
  return (
    <div
      data-features={notBuiltYet()
        .map((f) => f.id)
        .join(' ')}
      className="mt-12 rounded-2xl border border-border border-dashed p-6"
    >
      <h3 className="font-medium text-muted-foreground text-sm uppercase tracking-wider">Not built yet</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {notBuiltYet().map((f) => (
          <li key={f.id} data-feature={f.id} className="flex flex-col gap-1 text-sm">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {f.name}
              <Badge variant="outline">Not built yet</Badge>
            </span>
            <span className="text-muted-foreground">{f.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

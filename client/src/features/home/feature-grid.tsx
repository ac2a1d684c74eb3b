import {
  ArrowRight,
  BrainCircuit,
  Landmark,
  type LucideIcon,
  Store,
  SunMedium,
  Wallet,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Every card is a part still being built: each says so, and its text says what it will do.
type Feature = { to: string; title: string; text: string; cta: string; icon: LucideIcon; solar?: boolean };

const features: Feature[] = [
  {
    to: '/workflow-builder',
    title: 'Visual builder',
    text: 'You will drag triggers, AI steps and actions onto a canvas and connect them. No code, no setup.',
    cta: 'Open the builder',
    icon: Workflow,
  },
  {
    to: '/marketplace',
    title: 'Marketplace',
    text: 'You will start from agents and workflows others have built, or sell your own for AIZ.',
    cta: 'Browse the marketplace',
    icon: Store,
  },
  {
    to: '/staking',
    title: 'Stake AIZ',
    text: 'You will stake your AIZ to earn rewards and take part in the agent economy.',
    cta: 'Learn about staking',
    icon: Landmark,
  },
  {
    to: '/solar-ai-agent',
    title: 'Solara, the solar agent',
    text: 'A conversational agent that will help homes and businesses understand and plan solar energy.',
    cta: 'Talk to Solara',
    icon: SunMedium,
    solar: true,
  },
];

const more: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/providers', label: 'See the AI providers behind the assistant', icon: BrainCircuit },
  { to: '/agent-wallets', label: 'Wallets for your agents (coming soon)', icon: Wallet },
];

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
          From the first idea to an agent that earns. These parts are being built now; each card says what it
          will do once it is ready.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.to}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        {more.map(({ to, label, icon: Icon }) => (
          <li key={to}>
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
    </section>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <Link
      to={feature.to}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-xs outline-none transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:p-8',
        feature.solar ? 'hover:border-solar-from/50' : 'hover:border-primary/40',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'absolute -top-16 -right-16 size-48 rounded-full opacity-0 blur-3xl transition-opacity group-hover:opacity-100',
          feature.solar ? 'bg-solar-from/20' : 'bg-primary/15',
        )}
      />
      <span
        className={cn(
          'flex size-11 items-center justify-center rounded-xl text-white shadow-md',
          feature.solar
            ? 'bg-linear-to-br from-sun-from to-sun-to shadow-sun-to/20'
            : 'bg-linear-to-br from-cta-from via-cta-via to-cta-to shadow-cta-from/20',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-xl tracking-tight">
        {feature.title} <Badge variant="outline">Coming soon</Badge>
      </h3>
      <p className="mt-2 flex-1 text-muted-foreground leading-relaxed">{feature.text}</p>
      <span
        className={cn(
          'mt-6 inline-flex items-center gap-1.5 font-medium text-sm',
          feature.solar ? 'text-sun-to dark:text-solar-from' : 'text-primary',
        )}
      >
        {feature.cta}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}

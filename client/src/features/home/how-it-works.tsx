import { type FeatureId, PLATFORM_FEE_PERCENT } from '@common/product/features';
import { ArrowRight, Coins, Hammer, type LucideIcon, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { featureLink } from '@/components/screen/screen-links';

/** Each step is made of working features (common/product/features.ts); its links open them. */
type Step = { title: string; text: string; icon: LucideIcon; features: FeatureId[] };

const steps: Step[] = [
  {
    title: 'Build and test',
    text: 'Describe the job in words, start from a template, fill in the Agent Builder or connect steps on the canvas. Try it in a test chat or a test run as you go.',
    icon: Hammer,
    features: ['agent-builder', 'describe-it', 'canvas'],
  },
  {
    title: 'Publish and deploy',
    text: 'Publish a version, then deploy it: a REST API, an OpenAI-compatible model, an MCP server, a webhook, a schedule or a chat widget, with API keys to call it.',
    icon: Rocket,
    features: ['deployments', 'fleet'],
  },
  {
    title: 'Earn and follow',
    text: `Set a price per run in AIZ: each caller pays you through the ledger, less a ${PLATFORM_FEE_PERCENT}% platform fee. Every run, its cost and its latency are in your figures.`,
    icon: Coins,
    features: ['analytics', 'dashboard'],
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-border/70 border-y bg-muted/30">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="font-medium text-primary text-sm">How it works</p>
          <h2
            id="how-heading"
            className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            From an idea to an agent people call, in three steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} data-feature={step.features[0]} className="relative flex flex-col gap-4">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full border border-border bg-background font-semibold text-sm">
                  {index + 1}
                </span>
                <step.icon className="size-5 text-primary" aria-hidden="true" />
              </div>
              <h3 className="font-semibold text-lg">{step.title}</h3>
              <p className="text-muted-foreground leading-relaxed">{step.text}</p>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {step.features.map(featureLink).map((link) => (
                  <li key={link.feature} data-feature={link.feature}>
                    <Link
                      to={link.to}
                      className="inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {link.label}
                      <ArrowRight className="size-3.5" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

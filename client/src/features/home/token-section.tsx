import { type FeatureId, PLATFORM_FEE_PERCENT } from '@common/product/features';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TokenCard } from './token-card';
import { useHomeVisitor } from './use-home-visitor';

/** What AIZ does today, each line the feature that does it. */
const USES_TODAY: { feature: FeatureId; text: string }[] = [
  { feature: 'pay-per-run', text: 'Pay for the agents you call: each deployment has its price per run' },
  {
    feature: 'pay-per-run',
    text: `Earn it when others call what you deployed, less a ${PLATFORM_FEE_PERCENT}% platform fee`,
  },
  { feature: 'dashboard', text: 'See every AIZ in and out, with its history, on your dashboard' },
  { feature: 'buy-aiz', text: 'Buy AIZ packs by card, where the platform has card payments set up' },
  {
    feature: 'staking',
    text: 'Stake it in the app or on chain for a share of a funded rewards pool, at a variable rate',
  },
  {
    feature: 'agent-wallets',
    text: 'Give each deployed agent a wallet of its own, with limits it cannot pass',
  },
  {
    feature: 'agent-wallets',
    text: 'Withdraw it to a chain as an ERC-20 token and deposit it back, where withdrawals are switched on',
  },
  {
    feature: 'marketplace',
    text: `Buy templates others made in the marketplace, and earn when yours sell, less the ${PLATFORM_FEE_PERCENT}% fee`,
  },
];

export function TokenSection() {
  const visitor = useHomeVisitor();
  return (
    <section aria-labelledby="token-heading" className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="font-medium text-primary text-sm">The AIZ token</p>
          <h2
            id="token-heading"
            className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            One token for the whole agent economy
          </h2>
          <p className="mt-4 text-lg text-muted-foreground leading-relaxed">
            AIZ is the utility token of the platform, kept in its ledger and an ERC-20 on chain. What it does
            today:
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {USES_TODAY.map(({ feature, text }) => (
              <li key={text} data-feature={feature} className="flex items-start gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/tokens">About AIZ</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/fleet">
                Set a price per run
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <TokenCard visitor={visitor} />
      </div>
    </section>
  );
}

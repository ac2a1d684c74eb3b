import { ArrowRight, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TokenCard } from './token-card';
import { useHomeVisitor } from './use-home-visitor';

// None of these can be done yet: they are listed as what is coming, not as what AIZ does today.
const comingUses = [
  'Pay for agents and templates on the marketplace',
  'Earn it when others use what you built',
  'Stake it for rewards',
  'Fund wallets your agents can spend from',
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
            AIZ is the utility token of the platform. Today it is your signup bonus and your balance, with its
            history on your dashboard. What it will be for:
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {comingUses.map((use) => (
              <li key={use} className="flex items-start gap-3">
                <CircleDashed className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  {use}{' '}
                  <Badge variant="outline" className="align-text-bottom">
                    Coming soon
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/tokens">About AIZ</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/staking">
                Staking
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

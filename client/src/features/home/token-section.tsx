import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { ArrowRight, Check, Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/features/auth/auth-dialog-provider';
import { useBonusExhausted } from '@/features/auth/use-token-distribution';

const uses = [
  'Pay for agents and templates on the marketplace',
  'Earn it when others use what you built',
  'Stake it for rewards',
  'Fund wallets your agents can spend from',
];

export function TokenSection() {
  const { openAuthDialog } = useAuthDialog();
  const bonusExhausted = useBonusExhausted();
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
            AIZ is the utility token of the platform. Creators earn it, users spend it, holders stake it.
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {uses.map((use) => (
              <li key={use} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                <span>{use}</span>
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
        <div className="relative overflow-hidden rounded-3xl border border-border bg-linear-to-br from-brand-from/15 via-card to-brand-to/15 p-8 shadow-xl sm:p-10">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-20 size-64 rounded-full bg-primary/20 blur-3xl"
          />
          <span className="relative flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/30 shadow-lg">
            <Coins className="size-7" aria-hidden="true" />
          </span>
          <p className="relative mt-8 font-semibold text-5xl tracking-tight sm:text-6xl">
            <span className={bonusExhausted ? 'text-muted-foreground line-through' : 'text-gradient-brand'}>
              {SIGNUP_BONUS_AIZ} AIZ
            </span>
          </p>
          <p className="relative mt-3 text-lg">
            {bonusExhausted
              ? `All ${SIGNUP_BONUS_USER_LIMIT} signup bonuses have been claimed.`
              : `Signup bonus for the first ${SIGNUP_BONUS_USER_LIMIT} users.`}
          </p>
          <p className="relative mt-1 text-muted-foreground">Ready in 30s. No credit card.</p>
          <Button
            variant="brand"
            size="lg"
            className="relative mt-8 w-full sm:w-auto"
            onClick={() => openAuthDialog({ mode: 'signup' })}
          >
            Create your account
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}

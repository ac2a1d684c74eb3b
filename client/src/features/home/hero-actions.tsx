import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import { ArrowRight, Coins, Gift, LayoutDashboard, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog, useBonusExhausted } from '@/features/auth';
import { formatAizAmount } from '@/lib/format';
import type { HomeVisitor } from './use-home-visitor';

const pillClass =
  'group inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 py-1 pr-3 pl-1 font-medium text-primary text-xs outline-none transition-colors hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring sm:text-sm';
const pillTagClass = 'flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-primary-foreground';

/** Above the headline: the signup bonus for a visitor, the balance for a member. */
export function HeroPill({ visitor }: { visitor: HomeVisitor }) {
  if (visitor.kind === 'member') return <BalancePill user={visitor.user} />;
  if (visitor.kind === 'visitor') return <BonusPill />;
  // Keeps the headline where it will be once we know who is looking.
  return <span aria-hidden="true" className="h-7 sm:h-8" />;
}

function BonusPill() {
  const { openAuthDialog } = useAuthDialog();
  const bonusExhausted = useBonusExhausted();
  return (
    <button type="button" onClick={() => openAuthDialog({ mode: 'signup' })} className={pillClass}>
      <span className={pillTagClass}>
        <Gift className="size-3.5" aria-hidden="true" />
        Bonus
      </span>
      {bonusExhausted
        ? `All ${SIGNUP_BONUS_USER_LIMIT} signup bonuses have been claimed`
        : `${SIGNUP_BONUS_AIZ} AIZ free for the first ${SIGNUP_BONUS_USER_LIMIT} users`}
      <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </button>
  );
}

function BalancePill({ user }: { user: PublicUser }) {
  return (
    <Link to="/dashboard" className={pillClass}>
      <span className={pillTagClass}>
        <Coins className="size-3.5" aria-hidden="true" />
        Balance
      </span>
      You hold {formatAizAmount(user.aizBalance)} AIZ
      <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}

/** Under the headline: a visitor is invited to sign up, a member is sent on to what they can open. */
export function HeroActions({ visitor }: { visitor: HomeVisitor }) {
  return (
    <>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {visitor.kind === 'visitor' ? <ClaimButton /> : null}
        <Button asChild variant={visitor.kind === 'visitor' ? 'outline' : 'brand'} size="lg">
          <Link to="/workflow-builder">
            <Workflow aria-hidden="true" />
            Open the builder
          </Link>
        </Button>
        {visitor.kind === 'member' ? (
          <Button asChild variant="outline" size="lg">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
        ) : null}
      </div>
      {visitor.kind === 'visitor' ? (
        <p className="mt-4 text-muted-foreground text-sm">Account ready in 30s · No credit card</p>
      ) : null}
    </>
  );
}

function ClaimButton() {
  const { openAuthDialog } = useAuthDialog();
  const bonusExhausted = useBonusExhausted();
  return (
    <Button variant="brand" size="lg" onClick={() => openAuthDialog({ mode: 'signup' })}>
      {bonusExhausted ? 'Create your free account' : `Claim your ${SIGNUP_BONUS_AIZ} AIZ`}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import { ArrowRight, Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog, useBonusExhausted } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatAizAmount } from '@/lib/format';
import type { HomeVisitor } from './use-home-visitor';

/** The big AIZ card: the signup bonus for a visitor, the balance for a member. */
export function TokenCard({ visitor }: { visitor: HomeVisitor }) {
  return (
    <div className="relative overflow-hidden rounded-3xl border border-border bg-linear-to-br from-brand-from/15 via-card to-brand-to/15 p-8 shadow-xl sm:p-10">
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 size-64 rounded-full bg-primary/20 blur-3xl"
      />
      <span className="relative flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/30 shadow-lg">
        <Coins className="size-7" aria-hidden="true" />
      </span>
      {visitor.kind === 'member' ? <MemberBalance user={visitor.user} /> : <SignupBonus visitor={visitor} />}
    </div>
  );
}

function Amount({ children, struck = false }: { children: ReactNode; struck?: boolean }) {
  return (
    <p className="relative mt-8 font-semibold text-5xl tracking-tight sm:text-6xl">
      <span className={struck ? 'text-muted-foreground line-through' : 'text-gradient-brand'}>
        {children}
      </span>
    </p>
  );
}

function SignupBonus({ visitor }: { visitor: HomeVisitor }) {
  const { openAuthDialog } = useAuthDialog();
  const bonusExhausted = useBonusExhausted();
  return (
    <>
      <Amount struck={bonusExhausted}>{SIGNUP_BONUS_AIZ} AIZ</Amount>
      <p className="relative mt-3 text-lg">
        {bonusExhausted
          ? `All ${SIGNUP_BONUS_USER_LIMIT} signup bonuses have been claimed.`
          : `Signup bonus for the first ${SIGNUP_BONUS_USER_LIMIT} users.`}
      </p>
      <p className="relative mt-1 text-muted-foreground">Account ready in 30s. No credit card.</p>
      <Button
        variant="brand"
        size="lg"
        className={cn('relative mt-8 w-full sm:w-auto', visitor.kind === 'unknown' && 'invisible')}
        onClick={() => openAuthDialog({ mode: 'signup' })}
      >
        Create your account
        <ArrowRight aria-hidden="true" />
      </Button>
    </>
  );
}

function MemberBalance({ user }: { user: PublicUser }) {
  return (
    <>
      <Amount>{formatAizAmount(user.aizBalance)} AIZ</Amount>
      <p className="relative mt-3 text-lg">Your balance, {user.username}.</p>
      <p className="relative mt-1 text-muted-foreground">
        Every AIZ you received, the signup bonus included, is listed on your dashboard.
      </p>
      <Button asChild variant="brand" size="lg" className="relative mt-8 w-full sm:w-auto">
        <Link to="/dashboard">
          See your AIZ history
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}

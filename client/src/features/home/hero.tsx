import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { ArrowRight, Gift, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/features/auth/auth-dialog-provider';
import { useBonusExhausted } from '@/features/auth/use-token-distribution';
import { WorkflowPreview } from './workflow-preview';

export function Hero() {
  const { openAuthDialog } = useAuthDialog();
  const bonusExhausted = useBonusExhausted();
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-grid [mask-image:radial-gradient(70%_60%_at_50%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute top-[-12rem] left-1/2 -z-10 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklch,var(--color-brand-from)_28%,transparent),transparent)] blur-2xl"
      />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-28">
        <div className="flex flex-col items-start">
          <button
            type="button"
            onClick={() => openAuthDialog({ mode: 'signup' })}
            className="group inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 py-1 pr-3 pl-1 font-medium text-primary text-xs outline-none transition-colors hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
          >
            <span className="flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-primary-foreground">
              <Gift className="size-3.5" aria-hidden="true" />
              Bonus
            </span>
            {bonusExhausted
              ? `All ${SIGNUP_BONUS_USER_LIMIT} signup bonuses have been claimed`
              : `${SIGNUP_BONUS_AIZ} AIZ free for the first ${SIGNUP_BONUS_USER_LIMIT} users`}
            <ArrowRight
              className="size-3.5 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </button>
          <h1 className="mt-6 text-balance font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
            Build, deploy and trade <span className="text-gradient-brand">AI agents</span> without code
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-muted-foreground leading-relaxed">
            Design agents and workflows on a visual canvas, put them to work in a click, and trade them on a
            marketplace powered by the AIZ token.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="brand" size="lg" onClick={() => openAuthDialog({ mode: 'signup' })}>
              {bonusExhausted ? 'Create your free account' : `Claim your ${SIGNUP_BONUS_AIZ} AIZ`}
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/workflow-builder">
                <Workflow aria-hidden="true" />
                Open the builder
              </Link>
            </Button>
          </div>
          <p className="mt-4 text-muted-foreground text-sm">Ready in 30s · No credit card</p>
        </div>
        <WorkflowPreview />
      </div>
    </section>
  );
}

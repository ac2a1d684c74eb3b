import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { ArrowRight, type LucideIcon, MessageCircle, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ScreenTone } from '@/components/screen/screen-intro';
import { featureLink, WORKS_TODAY } from '@/components/screen/screen-links';
import { useAuthDialog, useBonusExhausted } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useHomeVisitor } from './use-home-visitor';

const cardClass =
  'group flex h-full w-full items-start gap-4 rounded-xl border border-border bg-card p-4 text-left shadow-xs outline-none';
const actionClass =
  'transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/**
 * What a visitor can really use while a screen is not built: building, deploying and following an agent
 * (from the feature list), the assistant and, signed out, an account. Nothing here leads to another
 * screen that is not built.
 */
export function WorksToday({ tone = 'brand', compact = false }: { tone?: ScreenTone; compact?: boolean }) {
  const visitor = useHomeVisitor();
  const links = WORKS_TODAY.map(featureLink);
  return (
    <ul className={cn('grid gap-3', !compact && 'sm:grid-cols-2 lg:grid-cols-3')}>
      {links.map((link) => (
        <li key={link.feature} data-feature={link.feature}>
          <Link to={link.to} className={cn(cardClass, actionClass)}>
            <CardBody icon={link.icon} label={link.label} tone={tone} arrow>
              {link.description}
            </CardBody>
          </Link>
        </li>
      ))}
      <li>
        {/* The assistant's button is on every page; pointing at it is all this card needs to do. */}
        <div className={cardClass}>
          <CardBody icon={MessageCircle} label="The assistant" tone={tone}>
            Ask it anything about the platform: press the round button at the bottom right of the page.
          </CardBody>
        </div>
      </li>
      {visitor.kind === 'visitor' ? (
        <li>
          <SignUpCard tone={tone} />
        </li>
      ) : null}
    </ul>
  );
}

function SignUpCard({ tone }: { tone: ScreenTone }) {
  const { openAuthDialog } = useAuthDialog();
  const bonusExhausted = useBonusExhausted();
  return (
    <button
      type="button"
      onClick={() => openAuthDialog({ mode: 'signup' })}
      className={cn(cardClass, actionClass)}
    >
      <CardBody icon={UserPlus} label="Create an account" tone={tone} arrow>
        {bonusExhausted
          ? 'Sign up with your e-mail; it takes a minute and is free.'
          : `Sign up with your e-mail; the first ${SIGNUP_BONUS_USER_LIMIT} users get ${SIGNUP_BONUS_AIZ} AIZ.`}
      </CardBody>
    </button>
  );
}

type CardBodyProps = {
  icon: LucideIcon;
  label: string;
  tone: ScreenTone;
  arrow?: boolean;
  children: ReactNode;
};

function CardBody({ icon: Icon, label, tone, arrow = false, children }: CardBodyProps) {
  return (
    <>
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          tone === 'solar' ? 'bg-sun-from/10 text-sun-to dark:text-solar-from' : 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-1.5 font-medium text-sm">
          {label}
          {arrow ? (
            <ArrowRight
              className="size-3.5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          ) : null}
        </span>
        <span className="text-muted-foreground text-sm leading-snug">{children}</span>
      </span>
    </>
  );
}

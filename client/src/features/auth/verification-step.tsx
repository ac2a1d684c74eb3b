import { VERIFICATION_CODE_LENGTH } from '@common/constants';
import { ArrowLeft, RotateCw, ShieldCheck, TimerReset } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import {
  BONUS_EXHAUSTED_REMINDER,
  BONUS_REMINDER,
  changeLabel,
  RESEND_LABEL,
  submitLabel,
} from './auth-copy';
import type { AuthMode } from './auth-flow';
import { BonusNotice } from './bonus-notice';
import { useCountdown } from './use-countdown';

type VerificationStepProps = {
  mode: AuthMode;
  code: string;
  expiresAt: number | null;
  pending: 'send' | 'verify' | null;
  bonusExhausted: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  onResend: () => void;
};

/** Step 2: the 6-digit code, its countdown, and the ways back (change details, resend). */
export function VerificationStep(props: VerificationStepProps) {
  const { mode, pending } = props;
  const countdown = useCountdown(props.expiresAt);
  const busy = pending !== null;
  const inputId = `auth-${mode}-code`;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!countdown.expired) props.onSubmit();
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={inputId}>Verification code</Label>
          <span
            className={cn(
              'inline-flex items-center gap-1 text-sm tabular-nums',
              countdown.expired ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            <TimerReset className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Code expires in</span>
            <span role="timer" aria-label="Time left to use the code">
              {countdown.label}
            </span>
          </span>
        </div>
        <Input
          id={inputId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          placeholder={'0'.repeat(VERIFICATION_CODE_LENGTH)}
          aria-describedby={`${inputId}-hint`}
          value={props.code}
          disabled={busy}
          onChange={(e) => props.onCodeChange(e.target.value)}
          className="h-12 text-center font-mono text-2xl tracking-[0.4em] placeholder:tracking-[0.4em] sm:text-2xl"
        />
        <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
          {countdown.expired
            ? 'This code has expired. Ask for a new one with Resend Code.'
            : `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`}
        </p>
      </div>
      {mode === 'signup' ? (
        <BonusNotice exhausted={props.bonusExhausted}>
          {props.bonusExhausted ? BONUS_EXHAUSTED_REMINDER : BONUS_REMINDER}
        </BonusNotice>
      ) : null}
      <Button type="submit" variant="brand" size="lg" disabled={busy || countdown.expired} className="w-full">
        {pending === 'verify' ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
        {pending === 'verify' ? 'Verifying…' : submitLabel[mode]}
      </Button>
      <div className="flex items-center justify-between gap-2">
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={props.onBack}>
          <ArrowLeft aria-hidden="true" />
          {changeLabel[mode]}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={props.onResend}>
          {pending === 'send' ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {RESEND_LABEL}
        </Button>
      </div>
    </form>
  );
}

import { USERNAME_MAX } from '@common/schemas/auth';
import { Mail } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { BONUS_EXHAUSTED_NOTICE, SEND_LABEL, SIGNUP_BONUS_NOTICE } from './auth-copy';
import type { AuthMode } from './auth-flow';
import { BonusNotice } from './bonus-notice';

type EmailStepProps = {
  mode: AuthMode;
  email: string;
  username: string;
  pending: boolean;
  bonusExhausted: boolean;
  onEmailChange: (email: string) => void;
  onUsernameChange: (username: string) => void;
  onSubmit: () => void;
};

/** Step 1: who you are. Sign Up asks for a username and an e-mail, Sign In only for the e-mail. */
export function EmailStep(props: EmailStepProps) {
  const { mode, pending } = props;
  const idPrefix = `auth-${mode}`;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      {mode === 'signup' ? (
        <>
          <BonusNotice exhausted={props.bonusExhausted}>
            {props.bonusExhausted ? BONUS_EXHAUSTED_NOTICE : SIGNUP_BONUS_NOTICE}
          </BonusNotice>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${idPrefix}-username`}>Username</Label>
            <Input
              id={`${idPrefix}-username`}
              name="username"
              autoComplete="username"
              placeholder="e.g. ada"
              maxLength={USERNAME_MAX}
              value={props.username}
              disabled={pending}
              onChange={(e) => props.onUsernameChange(e.target.value)}
            />
          </div>
        </>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-email`}>E-mail</Label>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={props.email}
          disabled={pending}
          onChange={(e) => props.onEmailChange(e.target.value)}
        />
      </div>
      <Button type="submit" variant="brand" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner /> : <Mail aria-hidden="true" />}
        {pending ? 'Sending code…' : SEND_LABEL}
      </Button>
    </form>
  );
}

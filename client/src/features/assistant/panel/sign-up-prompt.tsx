import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBonusExhausted } from '@/features/auth';

/** SPEC §6: after 3 interactions, a signed-out visitor is invited to create an account. */
export function SignUpPrompt({ onSignUp, onDismiss }: { onSignUp: () => void; onDismiss: () => void }) {
  const bonusExhausted = useBonusExhausted();
  return (
    <section
      aria-labelledby="assistant-signup-title"
      className="mt-4 rounded-xl border border-primary/30 bg-linear-to-br from-primary/10 via-transparent to-transparent p-4 text-sm"
    >
      <h3 id="assistant-signup-title" className="flex items-center gap-2 font-semibold">
        <UserPlus className="size-4 text-primary" aria-hidden="true" />
        Enjoying the assistant?
      </h3>
      <p className="mt-1 text-muted-foreground">
        Create a free account to keep this conversation, track your AIZ and deploy agents.
        {bonusExhausted
          ? null
          : ` The first ${SIGNUP_BONUS_USER_LIMIT} users get ${SIGNUP_BONUS_AIZ.toLocaleString('en-US')} AIZ.`}
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="brand" onClick={onSignUp}>
          Sign up free
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}

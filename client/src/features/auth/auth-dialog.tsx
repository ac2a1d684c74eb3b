import { PRODUCT_NAME } from '@common/constants';
import { useEffect } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthFlowState, AuthMode, AuthSuccess } from './auth-flow';
import { EmailStep } from './email-step';
import { useAuthDialogFlow } from './use-auth-dialog-flow';
import { isBonusExhausted, useTokenDistribution } from './use-token-distribution';
import { VerificationStep } from './verification-step';

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode: AuthMode;
  onSuccess: ((result: AuthSuccess) => void) | undefined;
};

const modes: { value: AuthMode; label: string }[] = [
  { value: 'signin', label: 'Sign In' },
  { value: 'signup', label: 'Sign Up' },
];

function headingOf(state: AuthFlowState): { title: string; description: string } {
  if (state.step === 'verification') {
    return {
      title: 'Check your e-mail',
      description: `We sent a 6-digit code to ${state.email.trim()}.`,
    };
  }
  return state.mode === 'signin'
    ? {
        title: `Sign in to ${PRODUCT_NAME}`,
        description: 'Enter your e-mail and we will send you a one-time sign-in code.',
      }
    : {
        title: `Join ${PRODUCT_NAME}`,
        description: 'Choose a username and we will e-mail you a code to create your account.',
      };
}

/** The sign-in / sign-up dialog (SPEC §2, §4): two tabs, each an e-mail step then a code step. */
export function AuthDialog({ open, onOpenChange, initialMode, onSuccess }: AuthDialogProps) {
  const flow = useAuthDialogFlow({
    initialMode,
    onSuccess,
    close: () => onOpenChange(false),
  });
  const { state } = flow;
  const distribution = useTokenDistribution(open);
  const bonusExhausted = isBonusExhausted(distribution.data);

  // Each opening starts on the tab its opener asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening (or a new start tab) resets
  useEffect(() => {
    if (open) flow.reset(initialMode);
  }, [open, initialMode]);

  const handleOpenChange = (next: boolean) => {
    // Closing resets all fields, the step and the timer.
    if (!next) flow.reset();
    onOpenChange(next);
  };

  const { title, description } = headingOf(state);
  const locked = state.step === 'verification' || state.pending !== null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Tabs value={state.mode} onValueChange={(mode) => flow.switchMode(mode as AuthMode)}>
          <TabsList aria-label="Sign in or create an account">
            {modes.map((m) => (
              <TabsTrigger key={m.value} value={m.value} disabled={locked}>
                {m.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {modes.map((m) => (
            <TabsContent key={m.value} value={m.value} className="mt-5">
              {state.step === 'email' ? (
                <EmailStep
                  mode={state.mode}
                  email={state.email}
                  username={state.username}
                  pending={state.pending !== null}
                  bonusExhausted={bonusExhausted}
                  onEmailChange={flow.setEmail}
                  onUsernameChange={flow.setUsername}
                  onSubmit={flow.sendCode}
                />
              ) : (
                <VerificationStep
                  mode={state.mode}
                  code={state.code}
                  expiresAt={state.expiresAt}
                  pending={state.pending}
                  bonusExhausted={bonusExhausted}
                  onCodeChange={flow.setCode}
                  onSubmit={flow.submitCode}
                  onBack={flow.backToEmail}
                  onResend={flow.resendCode}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

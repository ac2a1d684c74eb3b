/** The welcome onboarding dialog (SPEC §2, §4, §5, §8). */
import { PRODUCT_NAME } from '@common/constants';
import { type FeatureId, productFeature } from '@common/product/features';
import { Bot, Rocket, Workflow } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { builderForUseCase } from './builder-for-use-case';
import {
  browserStorage,
  checkWelcome,
  clearWelcomeFlags,
  saveWelcomeRecord,
  saveWelcomeSkip,
  USE_CASES,
  WELCOME_TOASTS,
  welcomeRecord,
} from './welcome-record';

/** SPEC's three cards, each told by the feature list (common/product/features.ts) as it stands today. */
const FEATURES = [
  { icon: Bot, title: 'AI Agents', feature: 'agent-builder' },
  { icon: Workflow, title: 'Automation', feature: 'canvas' },
  { icon: Rocket, title: 'Deploy', feature: 'deployments' },
] as const satisfies readonly { icon: unknown; title: string; feature: FeatureId }[];

type WelcomeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's e-mail; null when signed out (the dialog then asks for one). */
  signedInEmail: string | null;
  /** Opens a screen of the app: the dialog lives beside the router, not inside a route. */
  navigate: (path: string) => void;
};

export function WelcomeDialog({ open, onClose, signedInEmail, navigate }: WelcomeDialogProps) {
  const emailId = useId();
  const useCaseId = useId();
  const [email, setEmail] = useState('');
  const [useCase, setUseCase] = useState('');

  // Opening it (Show Onboarding) starts afresh: the stored completed flags are cleared.
  useEffect(() => {
    if (!open) return;
    try {
      clearWelcomeFlags(browserStorage());
    } catch {
      // Nothing stored when storage is unavailable.
    }
  }, [open]);

  const startBuilding = (event: FormEvent) => {
    event.preventDefault();
    const check = checkWelcome({ signedInEmail, email });
    if (!check.ok) {
      toast({ ...WELCOME_TOASTS.emailRequired, variant: 'destructive' });
      return;
    }
    try {
      saveWelcomeRecord(browserStorage(), welcomeRecord(check.email, useCase, new Date()));
    } catch {
      toast({ title: `Welcome to ${PRODUCT_NAME}!` });
    }
    onClose();
    // Start Building starts something: the builder that fits what the person said they came for.
    navigate(builderForUseCase(useCase));
  };

  const skip = () => {
    try {
      saveWelcomeSkip(browserStorage(), new Date());
    } catch {
      // The skip is not remembered; the dialog still closes.
    }
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <form onSubmit={startBuilding} className="grid gap-5">
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-2xl">
              Welcome to <span className="text-gradient-brand">{PRODUCT_NAME}</span>
            </DialogTitle>
            <DialogDescription>
              Build, deploy and trade AI agents and workflows without code.
            </DialogDescription>
          </DialogHeader>

          <ul className="grid gap-2.5 sm:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, feature }) => (
              <li
                key={title}
                data-feature={feature}
                className="flex gap-3 rounded-xl border border-border bg-card p-3 sm:flex-col sm:gap-2"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium text-sm">{title}</span>
                  <span className="text-muted-foreground text-xs leading-snug">
                    {productFeature(feature).description}
                  </span>
                </span>
              </li>
            ))}
          </ul>

          {signedInEmail ? null : (
            <div className="grid gap-2">
              <Label htmlFor={emailId}>E-mail</Label>
              <Input
                id={emailId}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                aria-required="true"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
          )}

          <div className="grid gap-2">
            <Label htmlFor={useCaseId}>
              What will you use it for? <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <NativeSelect id={useCaseId} value={useCase} onChange={(e) => setUseCase(e.target.value)}>
              <option value="">Choose a use case</option>
              {USE_CASES.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </NativeSelect>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={skip}>
              Skip for now
            </Button>
            <Button type="submit" variant="brand">
              Start Building
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

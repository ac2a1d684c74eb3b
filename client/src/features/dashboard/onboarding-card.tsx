import type { OnboardingStatus } from '@common/schemas/onboarding';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { shownPercentage, useOnboardingStatus } from '@/features/onboarding';
import { helpActions } from '@/lib/help-panels';

/** What the card says about the tour: a 404 from the status call means it has not started. */
export function describeOnboarding(status: OnboardingStatus | null): { label: string; percent: number } {
  if (!status) return { label: 'Not started', percent: 0 };
  const { progress, steps, currentStep } = status;
  const percent = shownPercentage(status);
  if (progress.is_completed) return { label: 'Completed', percent: 100 };
  if (progress.skipped) return { label: 'Skipped', percent };
  const position = currentStep ? steps.findIndex((s) => s.id === currentStep.id) + 1 : 0;
  return {
    label: position > 0 ? `Step ${position} of ${steps.length}: ${currentStep!.title}` : 'In progress',
    percent,
  };
}

export function OnboardingCard() {
  // The same query the tour writes its answers into, so the card is never behind the tour.
  const status = useOnboardingStatus();
  const summary = status.isSuccess ? describeOnboarding(status.data) : null;
  return (
    <Card>
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <Compass className="size-4 text-primary" aria-hidden="true" />
          Onboarding
        </CardDescription>
        <CardTitle className="text-lg">
          {summary ? summary.label : status.isError ? 'Unavailable' : <Skeleton className="h-6 w-32" />}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {summary ? (
          <div className="flex items-center gap-3">
            <Progress value={summary.percent} label="Onboarding progress" className="flex-1" />
            <span className="w-10 text-right font-medium text-sm tabular-nums">{summary.percent}%</span>
          </div>
        ) : status.isError ? (
          <p className="text-muted-foreground text-sm">Your onboarding progress could not be loaded.</p>
        ) : (
          <Skeleton className="h-2 w-full" />
        )}
        <Button variant="outline" size="sm" className="self-start" onClick={() => helpActions.takeTour()}>
          <Compass aria-hidden="true" />
          Take Tour
        </Button>
      </CardContent>
    </Card>
  );
}

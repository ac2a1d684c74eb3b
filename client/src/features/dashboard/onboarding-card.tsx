import type { OnboardingStatus } from '@common/schemas/onboarding';
import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { helpActions } from '@/features/help/help-panels';
import { fetchOnboardingStatus } from '@/features/onboarding/onboarding-api';

export const ONBOARDING_STATUS_KEY = ['/api/onboarding/status'] as const;

/** What the card says about the tour: a 404 from the status call means it has not started. */
export function describeOnboarding(status: OnboardingStatus | null): { label: string; percent: number } {
  if (!status) return { label: 'Not started', percent: 0 };
  const { progress, progressPercentage, steps, currentStep } = status;
  if (progress.is_completed) return { label: 'Completed', percent: 100 };
  if (progress.skipped) return { label: 'Skipped', percent: progressPercentage };
  const position = currentStep ? steps.findIndex((s) => s.id === currentStep.id) + 1 : 0;
  return {
    label: position > 0 ? `Step ${position} of ${steps.length}: ${currentStep!.title}` : 'In progress',
    percent: progressPercentage,
  };
}

export function OnboardingCard() {
  const status = useQuery({
    queryKey: ONBOARDING_STATUS_KEY,
    queryFn: fetchOnboardingStatus,
    // The tour moves on elsewhere: read the latest whenever the dashboard opens.
    staleTime: 0,
  });
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

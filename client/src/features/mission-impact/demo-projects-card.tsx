/**
 * /admin's card for the mission impact demo projects: add them (a handful of installed systems across several
 * states, every row marked demo, owned by the platform account) or remove exactly them. The server checks the
 * administrator role.
 */
import { countOf } from '@common/plural';
import { Leaf } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useDemoProjects, useMissionImpact } from './mission-impact-api';

export function MissionImpactDemoCard() {
  const { add, remove } = useDemoProjects();
  const figures = useMissionImpact('include');
  const inFigures = figures.data?.demoProjectsAvailable;
  const busy = add.isPending || remove.isPending;
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'That did not work',
      description: serverMessage(error) ?? 'Try again in a moment.',
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Leaf className="size-5 text-sun-to" aria-hidden="true" />
          Mission impact demo projects
        </CardTitle>
        <CardDescription>
          Sample solar projects across several states, marked demo everywhere and owned by the platform
          account, so that <Link to="/mission-impact">/mission-impact</Link> has figures to show before real
          projects reach permission to operate. The page badges them and visitors can leave them out. Remove
          takes out exactly these rows.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button
          disabled={busy}
          onClick={() =>
            add.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  title:
                    r.changed > 0
                      ? `Added ${countOf(r.changed, 'demo project')}`
                      : 'The demo projects are in already',
                }),
              onError: failed,
            })
          }
        >
          Add demo projects
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  title:
                    r.changed > 0
                      ? `Removed ${countOf(r.changed, 'demo project')}`
                      : 'There were no demo projects to remove',
                }),
              onError: failed,
            })
          }
        >
          Remove demo projects
        </Button>
        {inFigures !== undefined ? (
          <span className="text-muted-foreground text-sm" data-testid="demo-in-figures">
            Demo projects at permission to operate now: {inFigures}
          </span>
        ) : null}
      </CardContent>
    </Card>
  );
}

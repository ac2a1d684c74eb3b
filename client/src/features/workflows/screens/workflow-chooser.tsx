/** /builder-advanced without a workflow: start a new one, or open one of the recent ones. */
import { ArrowRight, Loader2, Workflow } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useCreateWorkflow, useWorkflows } from '../api';

export const RECENT_SHOWN = 8;

export function WorkflowChooser({
  basePath,
  kinds = ['workflow'],
}: {
  basePath: string;
  /** Which kinds the recent list shows (the unified builder opens agents too). */
  kinds?: readonly string[];
}) {
  const workflows = useWorkflows();
  const create = useCreateWorkflow();
  const navigate = useNavigate();
  const nameId = useId();
  const [name, setName] = useState('My workflow');
  const [error, setError] = useState<string | null>(null);
  const open = (id: string) => `${basePath}?workflow=${encodeURIComponent(id)}`;
  const recent = (workflows.data ?? []).filter((w) => kinds.includes(w.kind)).slice(0, RECENT_SHOWN);

  const submit = async () => {
    setError(null);
    if (!name.trim()) return setError('Give the workflow a name.');
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      navigate(open(created.id));
    } catch (err) {
      setError(serverMessage(err) ?? 'The workflow could not be created. Try again.');
    }
  };

  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Build a workflow on a canvas: drag nodes, connect them, test each step with real data, and publish." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>New workflow</CardTitle>
            <CardDescription>Starts empty; add a trigger from the palette.</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <div className="space-y-1.5">
                <Label htmlFor={nameId}>Name</Label>
                <Input
                  id={nameId}
                  value={name}
                  maxLength={120}
                  onChange={(e) => setName(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${nameId}-error` : undefined}
                />
                {error && (
                  <p id={`${nameId}-error`} className="text-destructive text-sm">
                    {error}
                  </p>
                )}
              </div>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Loader2 className="animate-spin" />}
                New workflow
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent workflows</CardTitle>
            <CardDescription>
              Open one to edit it.{' '}
              <Link className="text-primary underline-offset-4 hover:underline" to="/workflows">
                All saved workflows
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {workflows.isLoading ? (
              <div className="space-y-2" role="status" aria-label="Loading workflows">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-14 rounded-lg" />
                ))}
              </div>
            ) : workflows.error ? (
              <div className="space-y-2" role="alert">
                <p className="text-destructive text-sm">Your workflows could not be loaded.</p>
                <Button size="sm" variant="outline" onClick={() => void workflows.refetch()}>
                  Try again
                </Button>
              </div>
            ) : recent.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground text-sm">
                <Workflow className="size-8" aria-hidden="true" />
                No workflows yet. Create your first one.
              </div>
            ) : (
              <ul className="divide-y divide-border" aria-label="Recent workflows">
                {recent.map((w) => (
                  <li key={w.id}>
                    <Link
                      to={open(w.id)}
                      className="flex items-center gap-3 rounded-md px-2 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{w.name}</span>
                        <span className="block text-muted-foreground text-xs">
                          Changed {formatDateTime(w.updatedAt)}
                          {w.latestVersion ? ` · version ${w.latestVersion}` : ' · never published'}
                        </span>
                      </span>
                      <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </AccountScreen>
  );
}

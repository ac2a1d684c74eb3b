/**
 * /solar-sales-agent, the solar sales console (issue 24, item 1): the lead queue with speed-to-lead timers,
 * today's appointments, the selected lead with what to ask and quick actions, the one-click three-option
 * proposal with present mode, objection cards and the follow-ups due. Reads the CRM and Solara's leads.
 */
import { Handshake } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { useScreenTitle } from '@/lib/screen-handle';
import { ConsoleBoard } from './console-board';
import { ConsoleError } from './console-panel';
import { ConsoleWorkspaceProvider } from './console-workspace';
import { usePipelines, useWorkspaces } from './use-console-queries';
import { WorkspacePicker } from './workspace-picker';

function Pipelines({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const pipelines = usePipelines();
  if (pipelines.isPending) return <Skeleton className="h-96" />;
  if (pipelines.isError) return <ConsoleError error={pipelines.error} what="load the pipelines" />;
  return <ConsoleBoard pipelines={pipelines.data.pipelines} selectedId={selectedId} onSelect={onSelect} />;
}

function SignedIn() {
  const [params, setParams] = useSearchParams();
  const workspaces = useWorkspaces();
  const select = (key: 'deal' | 'workspace', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        if (key === 'workspace') next.delete('deal');
        return next;
      },
      { replace: key === 'deal' },
    );
  if (workspaces.isPending) return <Skeleton className="h-96" />;
  if (workspaces.isError) return <ConsoleError error={workspaces.error} what="load your CRM workspaces" />;
  const list = workspaces.data.workspaces;
  const chosen =
    list.find((w) => w.ownerId === params.get('workspace')) ?? list.find((w) => w.own) ?? list[0];
  if (!chosen) return <ConsoleError error={null} what="find your CRM workspace" />;
  return (
    <ConsoleWorkspaceProvider value={{ ownerId: chosen.ownerId, role: chosen.role, own: chosen.own }}>
      <div className="grid gap-4">
        <WorkspacePicker
          workspaces={list}
          value={chosen.ownerId}
          onChange={(id) => select('workspace', id)}
        />
        <Pipelines
          key={chosen.ownerId}
          selectedId={params.get('deal')}
          onSelect={(id) => select('deal', id)}
        />
      </div>
    </ConsoleWorkspaceProvider>
  );
}

export function SalesConsoleView() {
  const title = useScreenTitle();
  const { isAuthenticated, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-[96rem] flex-1 flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">
          Work Solara’s leads while they are fresh: call within minutes, see what they told Solara and what is
          still to ask, and show three options with an honest finance comparison.
        </p>
      </header>
      {isAuthenticated ? (
        <SignedIn />
      ) : isLoading ? (
        <Skeleton className="h-96" />
      ) : (
        <SignInPrompt
          icon={Handshake}
          title="Sign in to open your sales console"
          description="Your lead queue, appointments, proposals and follow-ups live in your CRM workspace."
        />
      )}
    </div>
  );
}

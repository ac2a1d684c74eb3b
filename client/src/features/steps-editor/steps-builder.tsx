/** /builder-legacy: the steps editor over `?workflow=<id>`, or the chooser; signed-in people only. */
import type { WorkflowDetail } from '@common/schemas/workflows';
import { ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { useDraftEditor, useWorkflow, WorkflowChooser } from '@/features/workflows';
import { ApiError } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { StepsEditor } from './steps-editor';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-1 items-center justify-center p-10" role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}

/** The workflow of `?workflow=<id>` loaded, or why not (missing, or a failed request to try again). */
export function LoadedWorkflow({
  id,
  basePath,
  children,
}: {
  id: string;
  basePath: string;
  children: (workflow: WorkflowDetail) => React.ReactNode;
}) {
  const workflow = useWorkflow(id);
  if (workflow.isLoading) return <Loading label="Loading the workflow" />;
  if (!workflow.data) {
    const missing =
      workflow.error instanceof ApiError && (workflow.error.status === 404 || workflow.error.status === 400);
    return (
      <AccountScreen>
        <AccountScreenHeader
          subtitle={
            missing
              ? 'This workflow does not exist, or it is not yours.'
              : 'The workflow could not be loaded.'
          }
        />
        <div className="flex gap-2">
          {!missing && <Button onClick={() => void workflow.refetch()}>Try again</Button>}
          <Button asChild variant="outline">
            <Link to={basePath}>Choose another workflow</Link>
          </Button>
        </div>
      </AccountScreen>
    );
  }
  return <>{children(workflow.data)}</>;
}

function StepsScreen({ workflow }: { workflow: WorkflowDetail }) {
  const title = useScreenTitle();
  const editor = useDraftEditor(workflow);
  return (
    <StepsEditor
      className="flex min-h-0 flex-1 flex-col"
      workflow={workflow}
      editor={editor}
      heading={<h1 className="font-semibold text-lg leading-tight tracking-tight">{title}</h1>}
    />
  );
}

/** Signed in: the chooser without `workflowId`, else the steps editor over it. */
export function SignedInOnly({ children, subtitle }: { children: React.ReactNode; subtitle: string }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Loading label="Loading" />;
  if (!user) {
    return (
      <AccountScreen>
        <AccountScreenHeader subtitle={subtitle} />
        <SignInPrompt
          icon={ListOrdered}
          title="Sign in to build workflows"
          description="Your workflows are saved to your account. Sign in, or create an account to get started."
        />
      </AccountScreen>
    );
  }
  return <>{children}</>;
}

export function StepsBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  return (
    <SignedInOnly subtitle="Build a workflow as a list of steps: a trigger, then one step after another.">
      {workflowId ? (
        <LoadedWorkflow id={workflowId} basePath={basePath}>
          {(workflow) => <StepsScreen key={workflow.id} workflow={workflow} />}
        </LoadedWorkflow>
      ) : (
        <WorkflowChooser basePath={basePath} />
      )}
    </SignedInOnly>
  );
}

/** /builder-advanced: the canvas over `?workflow=<id>`, or the chooser; signed-in people only. */
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { useNodeTypes, useWorkflow } from './api';
import { CanvasEditor } from './canvas/canvas-editor';
import { WorkflowChooser } from './workflow-chooser';

function OpenWorkflow({ id, basePath }: { id: string; basePath: string }) {
  const title = useScreenTitle();
  const workflow = useWorkflow(id);
  if (workflow.isLoading) {
    return (
      <div
        className="flex flex-1 items-center justify-center p-10"
        role="status"
        aria-label="Loading the workflow"
      >
        <Spinner />
      </div>
    );
  }
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
  return <CanvasEditor key={workflow.data.id} workflow={workflow.data} title={title} />;
}

export function AdvancedBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  const { user, isLoading } = useCurrentUser();
  // The workflow and the node catalogue are asked for at once, while the session is still being checked,
  // not one after the other behind it (a large canvas waits for both).
  const early = workflowId !== null && (isLoading || user !== null);
  useWorkflow(early ? workflowId : null);
  useNodeTypes({ enabled: early });
  if (isLoading) {
    return (
      <div className="flex flex-1 items-center justify-center p-10" role="status" aria-label="Loading">
        <Spinner />
      </div>
    );
  }
  if (!user) {
    return (
      <AccountScreen>
        <AccountScreenHeader subtitle="Build workflows on a canvas, test them node by node and publish them." />
        <SignInPrompt
          icon={SlidersHorizontal}
          title="Sign in to build workflows"
          description="Your workflows are saved to your account. Sign in, or create an account to get started."
        />
      </AccountScreen>
    );
  }
  return workflowId ? (
    <OpenWorkflow id={workflowId} basePath={basePath} />
  ) : (
    <WorkflowChooser basePath={basePath} />
  );
}

/** /builder-classic: sign-in, `?workflow=<id>` opened with the copilot, or the chooser (recent + new). */
import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { useWorkflow, WorkflowChooser } from '@/features/workflows';
import { ApiError } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { CopilotEditor } from './copilot-editor';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-1 items-center justify-center p-10" role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}

function OpenWorkflow({ id, basePath }: { id: string; basePath: string }) {
  const title = useScreenTitle();
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
  return <CopilotEditor key={workflow.data.id} workflow={workflow.data} title={title} />;
}

export function CopilotBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Loading label="Loading" />;
  if (!user) {
    return (
      <AccountScreen>
        <AccountScreenHeader subtitle="Edit workflows by chatting with a copilot: every change is yours to accept or undo." />
        <SignInPrompt
          icon={Bot}
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

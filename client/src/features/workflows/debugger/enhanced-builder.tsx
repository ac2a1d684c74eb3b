/** /builder-enhanced: the debugger over `?workflow=<id>&run=<runId>`, or the chooser; signed-in people only. */
import { Bug } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { useWorkflow } from '../api';
import { WorkflowChooser } from '../workflow-chooser';
import { RunDebugger } from './run-debugger';

const BASE = '/builder-enhanced';

function OpenDebugger({ id }: { id: string }) {
  const title = useScreenTitle();
  const workflow = useWorkflow(id);
  const [params, setParams] = useSearchParams();
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
            <Link to={BASE}>Choose another workflow</Link>
          </Button>
        </div>
      </AccountScreen>
    );
  }
  return (
    <RunDebugger
      key={workflow.data.id}
      workflow={workflow.data}
      title={title}
      runId={params.get('run')}
      onRunChange={(runId) => {
        const next = new URLSearchParams(params);
        next.set('run', runId);
        setParams(next, { replace: false });
      }}
    />
  );
}

export function EnhancedBuilder({ workflowId }: { workflowId: string | null }) {
  const { user, isLoading } = useCurrentUser();
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
        <AccountScreenHeader subtitle="Step through a workflow's runs node by node, see each value, and re-run from any step." />
        <SignInPrompt
          icon={Bug}
          title="Sign in to debug workflows"
          description="Your workflows and their runs are kept in your account. Sign in, or create an account to get started."
        />
      </AccountScreen>
    );
  }
  return workflowId ? <OpenDebugger id={workflowId} /> : <WorkflowChooser basePath={BASE} />;
}

/**
 * The one gate in front of every builder route (/builder-advanced, -enhanced, -classic, -legacy and
 * /workflow-builder-legacy): signed out, the sign-in prompt; without `?workflow=<id>`, the chooser; then
 * the workflow loaded, or why not (it does not exist or is not yours, or a failed request to try again).
 * `children` gets the loaded workflow and the screen's title, and is mounted anew for another workflow.
 */
import type { WorkflowDetail } from '@common/schemas/workflows';
import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { useWorkflow } from '../api';
import { WorkflowChooser } from './workflow-chooser';

export const WORKFLOW_MISSING = 'This workflow does not exist, or it is not yours.';
export const WORKFLOW_UNAVAILABLE = 'The workflow could not be loaded.';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-1 items-center justify-center p-10" role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}

export interface WorkflowGateProps {
  workflowId: string | null;
  /** The route itself: the chooser's links and "Choose another workflow" lead back to it. */
  basePath: string;
  /** What the route is for, told to a signed-out visitor under its title. */
  subtitle: string;
  icon: LucideIcon;
  signInTitle?: string;
  signInDescription?: string;
  /** Which kinds the chooser lists (workflows only by default). */
  kinds?: readonly string[];
  children: (workflow: WorkflowDetail, title: string) => ReactNode;
}

export function WorkflowGate({
  workflowId,
  basePath,
  subtitle,
  icon,
  signInTitle = 'Sign in to build workflows',
  signInDescription = 'Your workflows are saved to your account. Sign in, or create an account to get started.',
  kinds,
  children,
}: WorkflowGateProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Loading label="Loading" />;
  if (!user) {
    return (
      <AccountScreen>
        <AccountScreenHeader subtitle={subtitle} />
        <SignInPrompt icon={icon} title={signInTitle} description={signInDescription} />
      </AccountScreen>
    );
  }
  if (!workflowId) return <WorkflowChooser basePath={basePath} {...(kinds ? { kinds } : {})} />;
  return (
    <LoadedWorkflow id={workflowId} basePath={basePath}>
      {children}
    </LoadedWorkflow>
  );
}

function LoadedWorkflow({
  id,
  basePath,
  children,
}: {
  id: string;
  basePath: string;
  children: WorkflowGateProps['children'];
}) {
  const title = useScreenTitle();
  const workflow = useWorkflow(id);
  if (workflow.isLoading) return <Loading label="Loading the workflow" />;
  if (!workflow.data) {
    const missing =
      workflow.error instanceof ApiError && (workflow.error.status === 404 || workflow.error.status === 400);
    return (
      <AccountScreen>
        <AccountScreenHeader subtitle={missing ? WORKFLOW_MISSING : WORKFLOW_UNAVAILABLE} />
        <div className="flex gap-2">
          {!missing && <Button onClick={() => void workflow.refetch()}>Try again</Button>}
          <Button asChild variant="outline">
            <Link to={basePath}>Choose another workflow</Link>
          </Button>
        </div>
      </AccountScreen>
    );
  }
  return <Fragment key={workflow.data.id}>{children(workflow.data, title)}</Fragment>;
}

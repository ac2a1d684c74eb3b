/** /builder-enhanced: the debugger over `?workflow=<id>&run=<runId>`, or the chooser; signed-in people only. */
import type { WorkflowDetail } from '@common/schemas/workflows';
import { Bug } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { WorkflowGate } from '../screens/workflow-gate';
import { RunDebugger } from './run-debugger';

const BASE = '/builder-enhanced';

function DebuggerScreen({ workflow, title }: { workflow: WorkflowDetail; title: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <RunDebugger
      workflow={workflow}
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
  return (
    <WorkflowGate
      workflowId={workflowId}
      basePath={BASE}
      icon={Bug}
      subtitle="Step through a workflow's runs node by node, see each value, and re-run from any step."
      signInTitle="Sign in to debug workflows"
      signInDescription="Your workflows and their runs are kept in your account. Sign in, or create an account to get started."
    >
      {(workflow, title) => <DebuggerScreen workflow={workflow} title={title} />}
    </WorkflowGate>
  );
}

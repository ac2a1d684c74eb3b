import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NativeSelect } from '@/components/ui/native-select';
import { agentWizardKeys, fetchWorkflowSummaries } from './agent-wizard-api';

/** Switch to another of the person's agents, or start a new one. */
export function AgentPicker({ currentId }: { currentId: string | null }) {
  const navigate = useNavigate();
  const workflows = useQuery({ queryKey: agentWizardKeys.workflows(), queryFn: fetchWorkflowSummaries });
  const agents = (workflows.data ?? []).filter((w) => w.kind === 'agent');
  return (
    <NativeSelect
      aria-label="Your agents"
      className="min-w-0 flex-1 sm:w-56 sm:flex-none"
      value={currentId ?? ''}
      disabled={workflows.isLoading}
      onChange={(e) => navigate(e.target.value ? `?workflow=${e.target.value}` : '.')}
    >
      <option value="">{currentId ? '+ New agent' : 'New agent'}</option>
      {agents.map((agent) => (
        <option key={agent.id} value={agent.id}>
          {agent.name}
          {agent.latestVersion ? ` (v${agent.latestVersion})` : ' (draft)'}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The agent's Publish and "Publish and deploy": the form is saved first (the agent is made if it is new). */
import { useQueryClient } from '@tanstack/react-query';
import { PublishActions } from '@/features/fleet';
import { agentWizardKeys } from './agent-wizard-api';
import type { AgentEditor } from './use-agent-editor';

export function AgentPublishActions({ editor }: { editor: AgentEditor }) {
  const queryClient = useQueryClient();
  return (
    <PublishActions
      kind="agent"
      disabled={editor.status === 'stale'}
      save={async () => {
        const saved = await editor.flush();
        const id = editor.currentId();
        if (!saved || !id) throw new Error(editor.saveError ?? 'Fix what the form shows before publishing.');
        return id;
      }}
      onPublished={(id) => {
        void queryClient.invalidateQueries({ queryKey: agentWizardKeys.versions(id) });
        void queryClient.invalidateQueries({ queryKey: agentWizardKeys.workflows() });
      }}
    />
  );
}

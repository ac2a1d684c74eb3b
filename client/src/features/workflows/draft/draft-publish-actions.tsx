/**
 * Publish and "Publish and deploy" over a draft editor: saves the draft first, then refreshes its versions.
 * Without an editor (the run debugger, which edits nothing) the saved draft is published.
 */
import type { WorkflowDetail } from '@common/schemas/workflows';
import { PublishActions } from '@/features/fleet';
import { useAfterPublish } from '../api';
import type { DraftEditor } from './use-draft-editor';

export function DraftPublishActions({
  workflow,
  editor,
}: {
  workflow: Pick<WorkflowDetail, 'id' | 'kind'>;
  editor?: Pick<DraftEditor, 'flush'>;
}) {
  const afterPublish = useAfterPublish();
  return (
    <PublishActions
      kind={workflow.kind === 'agent' ? 'agent' : 'workflow'}
      save={async () => {
        if (editor && !(await editor.flush()))
          throw new Error('Save the draft first: it has not been saved.');
        return workflow.id;
      }}
      onPublished={afterPublish}
    />
  );
}

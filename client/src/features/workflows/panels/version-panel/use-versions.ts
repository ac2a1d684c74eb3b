/** The version panel's data: the workflow (active and latest version, draft), its versions, a diff; publish and restore. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DiffSide,
  fetchDiff,
  fetchVersions,
  fetchWorkflow,
  panelKeys,
  publishDraft,
  restoreVersion,
} from '../panels-api';

export function useWorkflowVersions(workflowId: string) {
  const workflow = useQuery({
    queryKey: panelKeys.workflow(workflowId),
    queryFn: () => fetchWorkflow(workflowId),
  });
  const versions = useQuery({
    queryKey: panelKeys.versions(workflowId),
    queryFn: () => fetchVersions(workflowId),
  });
  return { workflow, versions };
}

export function useVersionDiff(workflowId: string, from: DiffSide | null, to: DiffSide | null) {
  return useQuery({
    queryKey: panelKeys.diff(workflowId, from ?? 'draft', to ?? 'draft'),
    queryFn: () => fetchDiff(workflowId, from ?? 'draft', to ?? 'draft'),
    enabled: from !== null && to !== null && from !== to,
  });
}

/** After publishing or restoring, the workflow, its versions and every diff are stale. */
function useRefresh(workflowId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: panelKeys.workflow(workflowId) }),
      client.invalidateQueries({ queryKey: panelKeys.versions(workflowId) }),
    ]);
}

export function usePublishDraft(workflowId: string) {
  const refresh = useRefresh(workflowId);
  return useMutation({ mutationFn: (note: string) => publishDraft(workflowId, note), onSuccess: refresh });
}

export function useRestoreVersion(workflowId: string) {
  const refresh = useRefresh(workflowId);
  return useMutation({
    mutationFn: (version: number) => restoreVersion(workflowId, version),
    onSuccess: refresh,
  });
}

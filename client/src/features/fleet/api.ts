/**
 * The fleet's calls and query keys: the fleet with its figures (refreshed every 10 s), a deployment's
 * change log and its workflow's published versions, pausing, rolling and settings (optimistic where a person
 * expects the click to show at once), API keys, and a deployment's live logs by EventSource.
 */
import type {
  ApiKey,
  CreateApiKeyInput,
  CreateDeploymentInput,
  CreatedApiKey,
  Deployment,
  DeploymentChange,
  UpdateDeploymentInput,
} from '@common/schemas/deployments';
import { type DeploymentLogEvent, deploymentLogEventSchema, type Fleet } from '@common/schemas/fleet';
import { type VersionSummary, versionSummarySchema } from '@common/schemas/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiJson } from '@/lib/api';

export const FLEET_REFRESH_MS = 10_000;

export const fleetKeys = {
  all: ['fleet'] as const,
  fleet: () => [...fleetKeys.all, 'list'] as const,
  changes: (id: string) => [...fleetKeys.all, 'changes', id] as const,
  versions: (workflowId: string) => [...fleetKeys.all, 'versions', workflowId] as const,
  keys: () => [...fleetKeys.all, 'keys'] as const,
};

const deploymentUrl = (id: string) => `/api/deployments/${encodeURIComponent(id)}`;

export const fetchFleet = () => apiJson<Fleet>('GET', '/api/deployments/fleet');
export const fetchChanges = async (id: string) =>
  (await apiJson<{ changes: DeploymentChange[] }>('GET', `${deploymentUrl(id)}/changes`)).changes;
export const fetchPublishedVersions = async (workflowId: string) =>
  (
    await apiJson<{ versions: VersionSummary[] }>(
      'GET',
      `/api/workflows/${encodeURIComponent(workflowId)}/versions`,
    )
  ).versions;
export const updateDeployment = (id: string, body: UpdateDeploymentInput) =>
  apiJson<Deployment>('PATCH', deploymentUrl(id), { body });
export const createDeployment = (body: CreateDeploymentInput) =>
  apiJson<Deployment>('POST', '/api/deployments', { body });
export const fetchDeployments = async () =>
  (await apiJson<{ deployments: Deployment[] }>('GET', '/api/deployments')).deployments;
export const fetchApiKeys = async () => (await apiJson<{ keys: ApiKey[] }>('GET', '/api/api-keys')).keys;
export const createApiKey = (body: CreateApiKeyInput) =>
  apiJson<CreatedApiKey>('POST', '/api/api-keys', { body });
export const publishVersion = (workflowId: string, note: string) =>
  apiJson('POST', `/api/workflows/${encodeURIComponent(workflowId)}/versions`, {
    body: { note },
    parse: (b) => versionSummarySchema.parse(b),
  });
export const revokeApiKey = (id: string) =>
  apiJson<ApiKey>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`);

export function useFleet(enabled = true) {
  return useQuery({
    queryKey: fleetKeys.fleet(),
    queryFn: fetchFleet,
    enabled,
    refetchInterval: FLEET_REFRESH_MS,
  });
}

export function useChanges(id: string | null) {
  return useQuery({
    queryKey: fleetKeys.changes(id ?? ''),
    queryFn: () => fetchChanges(id!),
    enabled: !!id,
  });
}

export function usePublishedVersions(workflowId: string | null) {
  return useQuery({
    queryKey: fleetKeys.versions(workflowId ?? ''),
    queryFn: () => fetchPublishedVersions(workflowId!),
    enabled: !!workflowId,
  });
}

/**
 * A change of a deployment. The status and version show at once in the fleet (optimistic) and go back
 * if the server refuses; the fleet and the change log are read again after.
 */
export function useUpdateDeployment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDeploymentInput }) => updateDeployment(id, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: fleetKeys.fleet() });
      const before = client.getQueryData<Fleet>(fleetKeys.fleet());
      if (before) {
        client.setQueryData<Fleet>(fleetKeys.fleet(), {
          ...before,
          deployments: before.deployments.map((d) =>
            d.id === id
              ? {
                  ...d,
                  ...(body.status ? { status: body.status } : {}),
                  ...(body.versionNumber ? { versionNumber: body.versionNumber } : {}),
                }
              : d,
          ),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(fleetKeys.fleet(), context.before);
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: fleetKeys.fleet() }),
        client.invalidateQueries({ queryKey: fleetKeys.changes(id) }),
      ]),
  });
}

export function useApiKeys(enabled = true) {
  return useQuery({ queryKey: fleetKeys.keys(), queryFn: fetchApiKeys, enabled });
}

// The secret of the key made in this session (this tab), for the snippets; never stored anywhere. A key made
// in the deploy dialog is kept for its deployment: it is scoped to that one and calls no other.
let sessionSecret: string | null = null;
const deploymentSecrets = new Map<string, string>();
const secretListeners = new Set<() => void>();
const notifySecretListeners = () => {
  for (const listener of secretListeners) listener();
};
export function rememberSessionSecret(secret: string | null) {
  sessionSecret = secret;
  notifySecretListeners();
}
export function rememberDeploymentSecret(deploymentId: string, secret: string) {
  deploymentSecrets.set(deploymentId, secret);
  notifySecretListeners();
}
const subscribeSecrets = (listener: () => void) => {
  secretListeners.add(listener);
  return () => secretListeners.delete(listener);
};
/** The key made in this tab for this deployment, if any. */
export function useDeploymentSecret(deploymentId: string): string | null {
  return useSyncExternalStore(subscribeSecrets, () => deploymentSecrets.get(deploymentId) ?? null);
}
/** The key the snippets carry: the one made for this deployment, else the last one made in this tab. */
export function useSessionSecret(deploymentId?: string): string | null {
  return useSyncExternalStore(
    subscribeSecrets,
    () => (deploymentId ? deploymentSecrets.get(deploymentId) : undefined) ?? sessionSecret,
  );
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      rememberSessionSecret(created.secret);
      return client.invalidateQueries({ queryKey: fleetKeys.keys() });
    },
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: fleetKeys.keys() }),
  });
}

const LOG_EVENT_TYPES = ['call', 'run-started', 'node-started', 'node-finished', 'run-finished', 'error'];

/** A deployment's live logs while `id` is set: the last calls first, then as they happen. */
export function useDeploymentLogs(id: string | null, onEvent: (event: DeploymentLogEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!id || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${deploymentUrl(id)}/logs`, { withCredentials: true });
    const listener = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = deploymentLogEventSchema.safeParse({ ...(data as object), type: message.type });
      if (parsed.success) handler.current(parsed.data);
    };
    for (const type of LOG_EVENT_TYPES) source.addEventListener(type, listener as EventListener);
    return () => source.close();
  }, [id]);
}

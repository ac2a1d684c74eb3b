/**
 * A CRM's administration over HTTP (common/schemas/solar-crm.ts): settings, members, pipelines, CSV import,
 * reports and webhooks. Every answer is parsed with its schema; the server checks the caller's role.
 */
import {
  type CrmReports,
  type CrmSettings,
  type crmImportInputSchema,
  crmImportPreviewSchema,
  crmImportResultSchema,
  crmMemberSchema,
  type crmPipelineInputSchema,
  crmPipelineSchema,
  crmReportsSchema,
  crmSettingsSchema,
  type crmWebhookInputSchema,
  crmWebhookSchema,
  crmWebhooksSchema,
} from '@common/schemas/solar-crm';
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, apiJson } from '@/lib/api';
import { crmUrl, useCrmWorkspace } from './crm-workspace';
import { crmKeys } from './solar-crm-api';

/** GET /members answers `{ members }` (the contract names the member, not the list). */
export const crmMembersAnswerSchema = z.object({ members: z.array(crmMemberSchema) });

const adminKeys = {
  settings: (ownerId: string | null) => [...crmKeys.scope(ownerId), 'settings'] as const,
  members: (ownerId: string | null) => [...crmKeys.scope(ownerId), 'members'] as const,
  reports: (ownerId: string | null, pipelineId: string | null) =>
    [...crmKeys.scope(ownerId), 'reports', pipelineId ?? 'all'] as const,
  webhooks: (ownerId: string | null) => [...crmKeys.scope(ownerId), 'webhooks'] as const,
};

export function useCrmSettings(enabled = true) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: adminKeys.settings(ownerId),
    queryFn: () => apiJson('GET', crmUrl('/settings', ownerId), { parse: (b) => crmSettingsSchema.parse(b) }),
    enabled,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (settings: CrmSettings) =>
      apiJson('PUT', crmUrl('/settings', ownerId), {
        body: settings,
        parse: (b) => crmSettingsSchema.parse(b),
      }),
    onSuccess: (saved) => client.setQueryData(adminKeys.settings(ownerId), saved),
  });
}

export function useCrmMembers(enabled = true) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: adminKeys.members(ownerId),
    queryFn: () =>
      apiJson('GET', crmUrl('/members', ownerId), { parse: (b) => crmMembersAnswerSchema.parse(b) }),
    enabled,
  });
}

export function useAddMember() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: { email: string; role: CrmRole }) =>
      apiJson('POST', crmUrl('/members', ownerId), { body: input, parse: (b) => crmMemberSchema.parse(b) }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.members(ownerId) }),
  });
}

export function useChangeMemberRole() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CrmRole }) =>
      apiJson('PATCH', crmUrl(`/members/${encodeURIComponent(userId)}`, ownerId), {
        body: { role },
        parse: (b) => crmMemberSchema.parse(b),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.members(ownerId) }),
  });
}

export function useRemoveMember() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch('DELETE', crmUrl(`/members/${encodeURIComponent(userId)}`, ownerId)),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.members(ownerId) }),
  });
}

/** Creates a pipeline (no id) or replaces one's name and stages. */
export function useSavePipeline() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: z.input<typeof crmPipelineInputSchema> }) =>
      apiJson(
        id ? 'PUT' : 'POST',
        crmUrl(id ? `/pipelines/${encodeURIComponent(id)}` : '/pipelines', ownerId),
        {
          body: input,
          parse: (b) => crmPipelineSchema.parse(b),
        },
      ),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) =>
          q.queryKey[0] === crmKeys.all[0] &&
          q.queryKey[1] === (ownerId ?? 'own') &&
          ['pipelines', 'board'].includes(String(q.queryKey[2])),
      }),
  });
}

export function useImportPreview() {
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmImportInputSchema>) =>
      apiJson('POST', crmUrl('/import/preview', ownerId), {
        body: input,
        parse: (b) => crmImportPreviewSchema.parse(b),
      }),
  });
}

export function useRunImport() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmImportInputSchema>) =>
      apiJson('POST', crmUrl('/import', ownerId), {
        body: input,
        parse: (b) => crmImportResultSchema.parse(b),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.scope(ownerId) }),
  });
}

export function useCrmReports(pipelineId: string | null, enabled = true) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: adminKeys.reports(ownerId, pipelineId),
    queryFn: (): Promise<CrmReports> =>
      apiJson('GET', crmUrl('/reports', ownerId, { pipelineId: pipelineId ?? undefined }), {
        parse: (b) => crmReportsSchema.parse(b),
      }),
    enabled,
  });
}

export function useCrmWebhooks(enabled = true) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: adminKeys.webhooks(ownerId),
    queryFn: () => apiJson('GET', crmUrl('/webhooks', ownerId), { parse: (b) => crmWebhooksSchema.parse(b) }),
    enabled,
  });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmWebhookInputSchema>) =>
      apiJson('POST', crmUrl('/webhooks', ownerId), { body: input, parse: (b) => crmWebhookSchema.parse(b) }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.webhooks(ownerId) }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE', crmUrl(`/webhooks/${encodeURIComponent(id)}`, ownerId)),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.webhooks(ownerId) }),
  });
}

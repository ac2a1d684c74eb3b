/**
 * The wizard's calls: the agent (a workflow of kind agent) and its draft, publishing, the node catalogue,
 * the router's providers, and the agent's knowledge. Answers are parsed with the `common/` schemas (this
 * chunk loads only on the builder routes). The chat stream and the upload are in their own files.
 */
import { type Agent, agentSchema, type CreateAgentInput } from '@common/schemas/agents';
import type { ProviderStat } from '@common/schemas/assistant';
import {
  type KnowledgeDocument,
  knowledgeChunkListSchema,
  knowledgeListSchema,
} from '@common/schemas/knowledge';
import {
  draftSavedSchema,
  nodeToolPresetSchema,
  type VersionSummary,
  versionListSchema,
  versionSummarySchema,
  type WorkflowDetail,
  type WorkflowSummary,
  workflowDetailSchema,
  workflowListSchema,
} from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { z } from 'zod';
import { apiJson } from '@/lib/api';

export const agentWizardKeys = {
  all: ['agent-wizard'] as const,
  agent: (id: string) => [...agentWizardKeys.all, 'agent', id] as const,
  workflows: () => [...agentWizardKeys.all, 'workflows'] as const,
  versions: (id: string) => [...agentWizardKeys.all, 'versions', id] as const,
  nodeTypes: () => [...agentWizardKeys.all, 'node-types'] as const,
  providers: () => [...agentWizardKeys.all, 'providers'] as const,
  knowledge: (id: string) => [...agentWizardKeys.all, 'knowledge', id] as const,
  chunks: (id: string, docId: string) => [...agentWizardKeys.all, 'chunks', id, docId] as const,
};

const enc = encodeURIComponent;

export function fetchAgent(id: string): Promise<WorkflowDetail> {
  return apiJson('GET', `/api/workflows/${enc(id)}`, { parse: (b) => workflowDetailSchema.parse(b) });
}

/** The person's workflows and agents, most recently changed first (the agent picker and sub-workflow tools). */
export async function fetchWorkflowSummaries(): Promise<WorkflowSummary[]> {
  const { workflows } = await apiJson('GET', '/api/workflows', { parse: (b) => workflowListSchema.parse(b) });
  return [...workflows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export function createAgent(input: Partial<CreateAgentInput> & { name: string }): Promise<Agent> {
  return apiJson('POST', '/api/agents', { body: input, parse: (b) => agentSchema.parse(b) });
}

export function saveAgentDraft(id: string, document: WorkflowDocument, revision: number) {
  return apiJson('PUT', `/api/workflows/${enc(id)}/draft`, {
    body: { document, revision },
    parse: (b) => draftSavedSchema.parse(b),
  });
}

export function renameAgent(id: string, name: string) {
  return apiJson('PATCH', `/api/workflows/${enc(id)}`, { body: { name } });
}

export function publishAgent(id: string, note: string): Promise<VersionSummary> {
  return apiJson('POST', `/api/workflows/${enc(id)}/versions`, {
    body: { note },
    parse: (b) => versionSummarySchema.parse(b),
  });
}

export async function fetchVersions(id: string): Promise<VersionSummary[]> {
  return (
    await apiJson('GET', `/api/workflows/${enc(id)}/versions`, { parse: (b) => versionListSchema.parse(b) })
  ).versions;
}

const nodeTypesSchema = z.object({
  nodeTypes: z.array(
    z.object({
      type: z.string(),
      version: z.number().int(),
      displayName: z.string(),
      description: z.string(),
      toolPresets: z.array(nodeToolPresetSchema).default([]),
    }),
  ),
});
export type NodeTypeSummary = z.infer<typeof nodeTypesSchema>['nodeTypes'][number];

export async function fetchNodeTypes(): Promise<NodeTypeSummary[]> {
  return (await apiJson('GET', '/api/workflows/node-types', { parse: (b) => nodeTypesSchema.parse(b) }))
    .nodeTypes;
}

/** The router's providers; cast, as the assistant and /providers read the same answer. */
export async function fetchProviders(): Promise<ProviderStat[]> {
  return (await apiJson<{ providers: ProviderStat[] }>('GET', '/api/ai/enhanced/providers/stats')).providers;
}

export async function fetchKnowledge(id: string): Promise<KnowledgeDocument[]> {
  return (
    await apiJson('GET', `/api/workflows/${enc(id)}/knowledge`, {
      parse: (b) => knowledgeListSchema.parse(b),
    })
  ).documents;
}

export async function fetchChunks(id: string, docId: string) {
  return (
    await apiJson('GET', `/api/workflows/${enc(id)}/knowledge/${enc(docId)}/chunks`, {
      parse: (b) => knowledgeChunkListSchema.parse(b),
    })
  ).chunks;
}

export function deleteKnowledge(id: string, docId: string) {
  return apiJson('DELETE', `/api/workflows/${enc(id)}/knowledge/${enc(docId)}`);
}

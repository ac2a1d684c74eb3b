/**
 * The console's calls to the CRM (/api/solar/crm, common/schemas/solar-crm.ts) and the proposals API
 * (common/schemas/solar-proposals.ts), each answer parsed by its schema, and the query keys. Every call
 * names the workspace (`?workspace=<owner id>`).
 */
import {
  type CrmActivity,
  type CrmDeal,
  type CrmDealFilter,
  type CrmTask,
  crmActivitySchema,
  crmDealListSchema,
  crmDealSchema,
  crmPipelinesSchema,
  crmTaskListSchema,
  crmTaskSchema,
  crmWorkspacesSchema,
} from '@common/schemas/solar-crm';
import {
  type Proposal,
  type ProposalCreateInput,
  proposalListSchema,
  proposalSchema,
  proposalSendResultSchema,
} from '@common/schemas/solar-proposals';
import type { z } from 'zod';
import { apiJson, queryString } from '@/lib/api';

const CRM = '/api/solar/crm';
export type ProposalView = 'full' | 'present';

const url = (path: string, workspace: string, params: Record<string, string | number | undefined> = {}) =>
  `${CRM}${path}${queryString({ workspace, ...params })}`;

export const consoleKeys = {
  all: ['solar-console'] as const,
  workspaces: () => [...consoleKeys.all, 'workspaces'] as const,
  pipelines: (ws: string) => [...consoleKeys.all, ws, 'pipelines'] as const,
  queue: (ws: string, filter: CrmDealFilter) => [...consoleKeys.all, ws, 'queue', filter] as const,
  deal: (ws: string, id: string) => [...consoleKeys.all, ws, 'deal', id] as const,
  tasks: (ws: string) => [...consoleKeys.all, ws, 'tasks'] as const,
  proposals: (ws: string, dealId: string, view: ProposalView) =>
    [...consoleKeys.all, ws, 'proposals', dealId, view] as const,
};

/** How many deals the queue shows; the CRM's table has the rest. */
export const QUEUE_LIMIT = 50;

export const fetchWorkspaces = () =>
  apiJson('GET', `${CRM}/workspaces`, { parse: (b) => crmWorkspacesSchema.parse(b) });

export const fetchPipelines = (ws: string) =>
  apiJson('GET', url('/pipelines', ws), { parse: (b) => crmPipelinesSchema.parse(b) });

export const fetchQueue = (ws: string, filter: CrmDealFilter) =>
  apiJson(
    'GET',
    url('/deals', ws, { filter: JSON.stringify(filter), sort: 'created', dir: 'desc', limit: QUEUE_LIMIT }),
    {
      parse: (b) => crmDealListSchema.parse(b),
    },
  );

export const fetchDeal = (ws: string, id: string): Promise<CrmDeal> =>
  apiJson('GET', url(`/deals/${encodeURIComponent(id)}`, ws), { parse: (b) => crmDealSchema.parse(b) });

export const moveDeal = (ws: string, id: string, stageId: string) =>
  apiJson('PUT', url(`/deals/${encodeURIComponent(id)}/stage`, ws), {
    body: { stageId },
    parse: (b) => b,
  });

export interface ActivityInput {
  kind: 'note' | 'call' | 'email' | 'meeting';
  body: string;
}
export const logActivity = (ws: string, dealId: string, input: ActivityInput): Promise<CrmActivity> =>
  apiJson('POST', url(`/deals/${encodeURIComponent(dealId)}/activities`, ws), {
    body: input,
    parse: (b) => crmActivitySchema.parse(b),
  });

export const fetchTasks = (ws: string) =>
  apiJson('GET', url('/tasks', ws, { scope: 'mine', open: 'true' }), {
    parse: (b) => crmTaskListSchema.parse(b),
  });

export interface TaskInput {
  title: string;
  dealId: string;
  dueAt: string | null;
}
export const createTask = (ws: string, input: TaskInput): Promise<CrmTask> =>
  apiJson('POST', url('/tasks', ws), { body: input, parse: (b) => crmTaskSchema.parse(b) });

export const completeTask = (ws: string, id: string): Promise<CrmTask> =>
  apiJson('PATCH', url(`/tasks/${encodeURIComponent(id)}`, ws), {
    body: { done: true },
    parse: (b) => crmTaskSchema.parse(b),
  });

/** The deal's proposals, newest version first; `present` leaves out the floor and the commission. */
export const fetchProposals = (ws: string, dealId: string, view: ProposalView) =>
  apiJson('GET', url(`/deals/${encodeURIComponent(dealId)}/proposals`, ws, { view }), {
    parse: (b) => proposalListSchema.parse(b),
  });

/** A new version with options A, B and C; the console reads it back in the view it shows. */
export const createProposal = (ws: string, dealId: string, input: ProposalCreateInput): Promise<Proposal> =>
  apiJson('POST', url(`/deals/${encodeURIComponent(dealId)}/proposals`, ws), {
    body: input,
    parse: (b) => proposalSchema.parse(b),
  });

export type ProposalSendResult = z.infer<typeof proposalSendResultSchema>;
export const sendProposal = (
  ws: string,
  proposalId: string,
  signer: { signerName: string; signerEmail: string },
): Promise<ProposalSendResult> =>
  apiJson('POST', url(`/proposals/${encodeURIComponent(proposalId)}/send`, ws), {
    body: signer,
    parse: (b) => proposalSendResultSchema.parse(b),
  });

/**
 * A deal's sales records over HTTP (common/schemas/solar-proposals.ts): proposals and sending them for
 * signature, documents, the project's milestones and readings, commissions and cancelling. Every answer is
 * parsed with its schema; every call names the workspace (crm-workspace.ts).
 */
import {
  type CrmProject,
  crmCommissionListSchema,
  crmDealCancelResultSchema,
  crmDocumentListSchema,
  crmDocumentSchema,
  crmDocumentVerifySchema,
  crmProjectListSchema,
  crmProjectSchema,
  type ProjectMilestone,
  type ProposalCreateInput,
  proposalListSchema,
  proposalSchema,
  proposalSendResultSchema,
} from '@common/schemas/solar-proposals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson } from '@/lib/api';
import { crmUrl, useCrmWorkspace } from './crm-workspace';
import { crmKeys } from './solar-crm-api';

type SalesRecord = 'proposals' | 'documents' | 'projects' | 'commissions';
export const salesKeys = {
  deal: (ownerId: string | null, dealId: string) => [...crmKeys.scope(ownerId), 'sales', dealId] as const,
  of: (ownerId: string | null, dealId: string, record: SalesRecord) =>
    [...salesKeys.deal(ownerId, dealId), record] as const,
};
const dealPath = (dealId: string, rest: string) => `/deals/${encodeURIComponent(dealId)}${rest}`;

/** After a sales change the deal itself (value, stage, activity) and its other records read again. */
function useRefreshDeal(dealId: string) {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: salesKeys.deal(ownerId, dealId) }),
      client.invalidateQueries({ queryKey: crmKeys.deal(ownerId, dealId) }),
    ]);
}

export function useDealProposals(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: salesKeys.of(ownerId, dealId, 'proposals'),
    queryFn: () =>
      apiJson('GET', crmUrl(dealPath(dealId, '/proposals'), ownerId), {
        parse: (b) => proposalListSchema.parse(b),
      }),
  });
}

export function useCreateDealProposal(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: (input: ProposalCreateInput) =>
      apiJson('POST', crmUrl(dealPath(dealId, '/proposals'), ownerId), {
        body: input,
        parse: (b) => proposalSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useSendDealProposal(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: ({
      proposalId,
      ...signer
    }: {
      proposalId: string;
      signerName: string;
      signerEmail: string;
    }) =>
      apiJson('POST', crmUrl(`/proposals/${encodeURIComponent(proposalId)}/send`, ownerId), {
        body: signer,
        parse: (b) => proposalSendResultSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useDealDocuments(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: salesKeys.of(ownerId, dealId, 'documents'),
    queryFn: () =>
      apiJson('GET', crmUrl(dealPath(dealId, '/documents'), ownerId), {
        parse: (b) => crmDocumentListSchema.parse(b),
      }),
  });
}

export function useUploadDocument(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson('POST', crmUrl(dealPath(dealId, '/documents'), ownerId), {
        body: form,
        parse: (b) => crmDocumentSchema.parse(b),
      });
    },
    onSuccess: refresh,
  });
}

export function useDeleteDocument(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: (documentId: string) =>
      apiFetch('DELETE', crmUrl(`/documents/${encodeURIComponent(documentId)}`, ownerId)),
    onSuccess: refresh,
  });
}

export function useVerifyDocument() {
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiJson('GET', crmUrl(`/documents/${encodeURIComponent(documentId)}/verify`, ownerId), {
        parse: (b) => crmDocumentVerifySchema.parse(b),
      }),
  });
}

/** Downloads a document through the signed-in fetch and saves it under its name. */
export function useDownloadDocument() {
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: async (doc: { id: string; name: string }) => {
      const response = await apiFetch('GET', crmUrl(`/documents/${encodeURIComponent(doc.id)}`, ownerId));
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = doc.name;
      link.click();
      URL.revokeObjectURL(href);
    },
  });
}

/** The deal's project, or null before a signature (GET /projects lists the workspace's). */
export function useDealProject(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: salesKeys.of(ownerId, dealId, 'projects'),
    queryFn: async (): Promise<CrmProject | null> => {
      const list = await apiJson('GET', crmUrl('/projects', ownerId), {
        parse: (b) => crmProjectListSchema.parse(b),
      });
      return list.projects.find((p) => p.dealId === dealId) ?? null;
    },
  });
}

export function useMarkMilestone(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: (input: { projectId: string; milestone: Exclude<ProjectMilestone, 'signed'> }) =>
      apiJson('PATCH', crmUrl(`/projects/${encodeURIComponent(input.projectId)}/milestones`, ownerId), {
        body: { milestone: input.milestone, at: new Date().toISOString() },
        parse: (b) => crmProjectSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useAddReading(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: (input: { projectId: string; readOn: string; kwhTotal: number }) =>
      apiJson('POST', crmUrl(`/projects/${encodeURIComponent(input.projectId)}/readings`, ownerId), {
        body: { readOn: input.readOn, kwhTotal: input.kwhTotal },
        parse: (b) => crmProjectSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useDealCommissions(dealId: string) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: salesKeys.of(ownerId, dealId, 'commissions'),
    queryFn: () =>
      apiJson('GET', crmUrl('/commissions', ownerId, { dealId }), {
        parse: (b) => crmCommissionListSchema.parse(b),
      }),
  });
}

export function useCancelDeal(dealId: string) {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  const refresh = useRefreshDeal(dealId);
  return useMutation({
    mutationFn: (reason: string) =>
      apiJson('POST', crmUrl(dealPath(dealId, '/cancel'), ownerId), {
        body: { reason },
        parse: (b) => crmDealCancelResultSchema.parse(b),
      }),
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: crmKeys.scope(ownerId) })]),
  });
}

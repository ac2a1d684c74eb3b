/** The approval link's calls (signed out: the token in the path is the only proof) and their query keys. */
import {
  type ApprovalDecided,
  type ApprovalDecision,
  type ApprovalRequest,
  approvalDecidedSchema,
  approvalRequestSchema,
} from '@common/schemas/approvals';
import { apiJson } from '@/lib/api';

export const approvalKeys = {
  all: ['approvals'] as const,
  request: (token: string) => [...approvalKeys.all, 'request', token] as const,
};

const path = (token: string) => `/api/approvals/${encodeURIComponent(token)}`;

export function fetchApprovalRequest(token: string): Promise<ApprovalRequest> {
  return apiJson('GET', path(token), { parse: (b) => approvalRequestSchema.parse(b) });
}

export function sendApprovalDecision(token: string, decision: ApprovalDecision): Promise<ApprovalDecided> {
  return apiJson('POST', path(token), { body: decision, parse: (b) => approvalDecidedSchema.parse(b) });
}

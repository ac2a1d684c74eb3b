/** The request behind an approval link, and the approver's decision on it. */
import type { ApprovalDecision } from '@common/schemas/approvals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { approvalKeys, fetchApprovalRequest, sendApprovalDecision } from './approvals-api';

export function useApprovalRequest(token: string) {
  return useQuery({
    queryKey: approvalKeys.request(token),
    queryFn: () => fetchApprovalRequest(token),
    retry: false,
  });
}

export function useDecideApproval(token: string) {
  return useMutation({ mutationFn: (decision: ApprovalDecision) => sendApprovalDecision(token, decision) });
}

/** The console's writes; each refreshes what it changed. */
import type { ProposalCreateInput } from '@common/schemas/solar-proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ActivityInput,
  completeTask,
  consoleKeys,
  createProposal,
  createTask,
  logActivity,
  moveDeal,
  sendProposal,
  type TaskInput,
} from './console-api';
import { useConsoleWorkspace } from './console-workspace';

function useRefreshDeal() {
  const client = useQueryClient();
  const { ownerId } = useConsoleWorkspace();
  return (dealId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: consoleKeys.deal(ownerId, dealId) }),
      client.invalidateQueries({ queryKey: [...consoleKeys.all, ownerId, 'queue'] }),
    ]);
}

export function useLogActivity(dealId: string) {
  const { ownerId } = useConsoleWorkspace();
  const refresh = useRefreshDeal();
  return useMutation({
    mutationFn: (input: ActivityInput) => logActivity(ownerId, dealId, input),
    onSuccess: () => refresh(dealId),
  });
}

export function useMoveDeal(dealId: string) {
  const { ownerId } = useConsoleWorkspace();
  const refresh = useRefreshDeal();
  return useMutation({
    mutationFn: (stageId: string) => moveDeal(ownerId, dealId, stageId),
    onSuccess: () => refresh(dealId),
  });
}

export function useCreateTask() {
  const client = useQueryClient();
  const { ownerId } = useConsoleWorkspace();
  return useMutation({
    mutationFn: (input: TaskInput) => createTask(ownerId, input),
    onSuccess: (task) =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.tasks(ownerId) }),
        task.dealId ? client.invalidateQueries({ queryKey: consoleKeys.deal(ownerId, task.dealId) }) : null,
      ]),
  });
}

export function useCompleteTask() {
  const client = useQueryClient();
  const { ownerId } = useConsoleWorkspace();
  return useMutation({
    mutationFn: (taskId: string) => completeTask(ownerId, taskId),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.tasks(ownerId) }),
  });
}

export function useCreateProposal(dealId: string) {
  const client = useQueryClient();
  const { ownerId } = useConsoleWorkspace();
  return useMutation({
    mutationFn: (input: ProposalCreateInput) => createProposal(ownerId, dealId, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...consoleKeys.all, ownerId, 'proposals', dealId] }),
        client.invalidateQueries({ queryKey: consoleKeys.deal(ownerId, dealId) }),
      ]),
  });
}

export function useSendProposal(dealId: string) {
  const client = useQueryClient();
  const { ownerId } = useConsoleWorkspace();
  const refresh = useRefreshDeal();
  return useMutation({
    mutationFn: ({
      proposalId,
      ...signer
    }: {
      proposalId: string;
      signerName: string;
      signerEmail: string;
    }) => sendProposal(ownerId, proposalId, signer),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...consoleKeys.all, ownerId, 'proposals', dealId] }),
        refresh(dealId),
      ]),
  });
}

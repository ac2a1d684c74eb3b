/** The agent wallets API: the person's agents with their wallets, one wallet's details, and the writes. */
import {
  type AgentPolicy,
  type AgentWalletDetail,
  type AgentWalletList,
  agentWalletDetailSchema,
  agentWalletListSchema,
  agentWalletMoveResultSchema,
} from '@common/schemas/agent-wallets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { apiJson } from '@/lib/api';

export const agentWalletKeys = {
  all: ['agent-wallets'] as const,
  list: () => [...agentWalletKeys.all, 'list'] as const,
  detail: (deploymentId: string) => [...agentWalletKeys.all, 'detail', deploymentId] as const,
};

const walletUrl = (deploymentId: string) => `/api/agent-wallets/${encodeURIComponent(deploymentId)}`;

export function useAgentWallets(enabled: boolean) {
  return useQuery({
    queryKey: agentWalletKeys.list(),
    queryFn: (): Promise<AgentWalletList> =>
      apiJson('GET', '/api/agent-wallets', { parse: (b) => agentWalletListSchema.parse(b) }),
    enabled,
  });
}

export function useAgentWallet(deploymentId: string, enabled: boolean) {
  return useQuery({
    queryKey: agentWalletKeys.detail(deploymentId),
    queryFn: (): Promise<AgentWalletDetail> =>
      apiJson('GET', walletUrl(deploymentId), { parse: (b) => agentWalletDetailSchema.parse(b) }),
    enabled,
  });
}

/** After any write: every wallet figure, and the balance in the header (funding moves the person's AIZ). */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: agentWalletKeys.all });
    void client.invalidateQueries({ queryKey: authKeys.currentUser() });
  };
}

export function useCreateWallet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { deploymentId: string; onChain: boolean }) =>
      apiJson('POST', walletUrl(input.deploymentId), {
        body: { onChain: input.onChain },
        parse: (b) => agentWalletDetailSchema.parse(b),
      }),
    onSettled: refresh,
  });
}

export function useAddAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (deploymentId: string) =>
      apiJson('POST', `${walletUrl(deploymentId)}/address`, {
        parse: (b) => agentWalletDetailSchema.parse(b),
      }),
    onSettled: refresh,
  });
}

/**
 * Fund or withdraw. The Idempotency-Key is made when the dialog opens and passed in, so a request the
 * network repeats, or a second click while the first is under way, moves AIZ once.
 */
export function useMoveFunds() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: {
      deploymentId: string;
      direction: 'fund' | 'withdraw';
      amount: string;
      key: string;
    }) =>
      apiJson('POST', `${walletUrl(input.deploymentId)}/${input.direction}`, {
        body: { amount: input.amount },
        headers: { 'Idempotency-Key': input.key },
        parse: (b) => agentWalletMoveResultSchema.parse(b),
      }),
    onSettled: refresh,
  });
}

export function useUpdatePolicy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { deploymentId: string; policy: AgentPolicy }) =>
      apiJson('PUT', `${walletUrl(input.deploymentId)}/policy`, {
        body: input.policy,
        parse: (b) => agentWalletDetailSchema.parse(b),
      }),
    onSettled: refresh,
  });
}

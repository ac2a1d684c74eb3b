/** The bridge's calls (/api/web3/bridge): the switch and chains, my withdrawals and deposits, withdrawing, and the administrators' switch. */
import {
  type BridgeSettings,
  type BridgeStatus,
  bridgeSettingsSchema,
  bridgeStatusSchema,
  type DepositInfo,
  depositInfoSchema,
  type MyBridge,
  myBridgeSchema,
  type Reconciliation,
  reconciliationListSchema,
  type WithdrawRequest,
  type WithdrawResult,
  withdrawResultSchema,
} from '@common/schemas/web3-bridge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { apiJson } from '@/lib/api';

export const bridgeKeys = {
  all: ['web3-bridge'] as const,
  status: ['web3-bridge', 'status'] as const,
  me: ['web3-bridge', 'me'] as const,
  depositInfo: ['web3-bridge', 'deposit-info'] as const,
  settings: ['web3-bridge', 'settings'] as const,
  reconciliations: ['web3-bridge', 'reconciliations'] as const,
};

export function useBridgeStatus() {
  return useQuery({
    queryKey: bridgeKeys.status,
    queryFn: (): Promise<BridgeStatus> =>
      apiJson('GET', '/api/web3/bridge', { parse: (b) => bridgeStatusSchema.parse(b) }),
  });
}

/** Mine; polled while a withdrawal or deposit waits for the indexer. */
export function useMyBridge(waiting: boolean) {
  return useQuery({
    queryKey: bridgeKeys.me,
    queryFn: (): Promise<MyBridge> =>
      apiJson('GET', '/api/web3/bridge/me', { parse: (b) => myBridgeSchema.parse(b) }),
    refetchInterval: waiting ? 3_000 : false,
  });
}

export function useDepositInfo() {
  return useQuery({
    queryKey: bridgeKeys.depositInfo,
    queryFn: (): Promise<DepositInfo> =>
      apiJson('GET', '/api/web3/bridge/deposit-info', { parse: (b) => depositInfoSchema.parse(b) }),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawRequest): Promise<WithdrawResult> =>
      apiJson('POST', '/api/web3/bridge/withdrawals', {
        body: request,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        parse: (b) => withdrawResultSchema.parse(b),
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: bridgeKeys.me });
      void client.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

export function useBridgeSettings(enabled: boolean) {
  return useQuery({
    queryKey: bridgeKeys.settings,
    enabled,
    queryFn: (): Promise<BridgeSettings> =>
      apiJson('GET', '/api/web3/bridge/admin/settings', { parse: (b) => bridgeSettingsSchema.parse(b) }),
  });
}

export function useSetWithdrawals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalsEnabled: boolean): Promise<BridgeSettings> =>
      apiJson('PUT', '/api/web3/bridge/admin/settings', {
        body: { withdrawalsEnabled },
        parse: (b) => bridgeSettingsSchema.parse(b),
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: bridgeKeys.all });
    },
  });
}

export function useResumeBridge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/web3/bridge/admin/resume'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: bridgeKeys.all });
    },
  });
}

export function useReconciliations(enabled: boolean) {
  return useQuery({
    queryKey: bridgeKeys.reconciliations,
    enabled,
    queryFn: (): Promise<Reconciliation[]> =>
      apiJson('GET', '/api/web3/bridge/admin/reconciliations', {
        parse: (b) => reconciliationListSchema.parse(b).runs,
      }),
  });
}

export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/web3/bridge/admin/reconciliations'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: bridgeKeys.all });
    },
  });
}

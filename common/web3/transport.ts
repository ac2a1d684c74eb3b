/**
 * The RPC transport policy of SPEC §9, one place for the browser (wagmi) and the server (viem): each
 * request times out after 10 s and is retried 3 times, 150 ms apart at first and doubling (viem's
 * exponential backoff: 150 · 2^attempt), and JSON-RPC calls are batched, up to 1000 per POST.
 */
import { type HttpTransport, http } from 'viem';

export const RPC_POLICY = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  batchSize: 1000,
} as const;

export function rpcTransport(url: string): HttpTransport {
  return http(url, {
    timeout: RPC_POLICY.timeoutMs,
    retryCount: RPC_POLICY.retryCount,
    retryDelay: RPC_POLICY.retryDelayMs,
    batch: { batchSize: RPC_POLICY.batchSize },
  });
}

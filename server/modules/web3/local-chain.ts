/**
 * What the wallet needs of the local chain's deployment: its RPC URL and the AIZ token. The full schema
 * (common/web3/local-chain.ts, read by server/chain/local-chain.ts) requires all four contracts; the
 * wallet lists the local chain as soon as the token exists, so the browser tests can deploy just a token.
 */
import { readFileSync, statSync } from 'node:fs';
import { LOCAL_CHAIN_ID } from '@common/web3/local-chain';
import { z } from 'zod';

const walletLocalChainSchema = z.object({
  chainId: z.literal(LOCAL_CHAIN_ID),
  rpcUrl: z.string().url(),
  contracts: z.object({ aiz: z.string().regex(/^0x[0-9a-fA-F]{40}$/) }),
});
export type WalletLocalChain = z.infer<typeof walletLocalChainSchema>;

let cache: { file: string; mtimeMs: number; value: WalletLocalChain | null } | undefined;

/** The deployment's RPC URL and token, re-read when the file changes; null while there is none. */
export function readWalletLocalChain(file: string): WalletLocalChain | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.value;
  let value: WalletLocalChain | null = null;
  try {
    const parsed = walletLocalChainSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    value = parsed.success ? parsed.data : null;
  } catch {
    value = null;
  }
  cache = { file, mtimeMs, value };
  return value;
}

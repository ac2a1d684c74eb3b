/**
 * The local chain's deployment as `npm run chain` wrote it (common/web3/local-chain.ts). Read again when
 * the file changes, so a chain started after the server is picked up; null while there is none.
 */
import { readFileSync, statSync } from 'node:fs';
import { type LocalChainDeployment, localChainDeploymentSchema } from '@common/web3/local-chain';
import type { KnownToken } from '@common/web3/requirements';
import type { Web3Config } from '../config';

let cache: { file: string; mtimeMs: number; value: LocalChainDeployment | null } | undefined;

export function readLocalChain(file: string): LocalChainDeployment | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.value;
  let value: LocalChainDeployment | null = null;
  try {
    const parsed = localChainDeploymentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    value = parsed.success ? parsed.data : null;
  } catch {
    value = null;
  }
  cache = { file, mtimeMs, value };
  return value;
}

/** The local chain's AIZ as a known token (symbol and decimals), while a deployment exists. */
export function localChainTokens(config: Pick<Web3Config, 'localChainFile'>): KnownToken[] {
  const local = readLocalChain(config.localChainFile);
  return local
    ? [{ chainId: local.chainId, address: local.contracts.aiz.toLowerCase(), symbol: 'AIZ', decimals: 18 }]
    : [];
}

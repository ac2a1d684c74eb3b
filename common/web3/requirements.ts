/**
 * What a workflow needs on chain (the web3 marketplace): every On-chain payment node (`chain-payment`) pays
 * from a chain in a token, so a listing that has one needs a wallet on that chain holding that token. Pure:
 * the document in, the requirements out; and a requirement against a wallet's state, met or not, with the
 * sentence that says why and what to do.
 */
import { z } from 'zod';
import { findChain } from './chains';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_NAME } from './local-chain';

export const CHAIN_PAYMENT_NODE_TYPE = 'chain-payment';

export const chainRequirementSchema = z.object({
  /** Null when the node picks its chain at run time (an expression). */
  chainId: z.number().int().nullable(),
  /** 'native' for the chain's own coin, an ERC-20 address, or null when an expression picks it. */
  token: z.string().nullable(),
  /** Known symbol ("USDC", "ETH", "AIZ"), else null. */
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  /** The most one run pays in the token (decimal text) when every amount is written out; null otherwise. */
  perRun: z.string().nullable(),
  /** The nodes that pay so. */
  nodes: z.array(z.string()),
});
export type ChainRequirement = z.infer<typeof chainRequirementSchema>;

interface DocumentLike {
  nodes: readonly { name: string; type: string; disabled?: boolean; parameters?: Record<string, unknown> }[];
}

export interface KnownToken {
  chainId: number;
  address: string | null;
  symbol: string;
  decimals: number;
}

const isExpression = (v: unknown) => typeof v === 'string' && v.trim().startsWith('=');

function literalChainId(v: unknown): number | null {
  if (isExpression(v)) return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function literalToken(v: unknown): string | null {
  if (typeof v !== 'string' || isExpression(v)) return null;
  const t = v.trim();
  if (t === '' || t.toLowerCase() === 'native') return 'native';
  return /^0x[0-9a-fA-F]{40}$/.test(t) ? t.toLowerCase() : null;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** Adds two decimal texts exactly (no floating point). */
export function addDecimals(a: string, b: string): string {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const scale = Math.max(af.length, bf.length);
  const sum = BigInt(ai + af.padEnd(scale, '0')) + BigInt(bi + bf.padEnd(scale, '0'));
  if (scale === 0) return sum.toString();
  const text = sum.toString().padStart(scale + 1, '0');
  const frac = text.slice(-scale).replace(/0+$/, '');
  return frac ? `${text.slice(0, -scale)}.${frac}` : text.slice(0, -scale);
}

/** The token as people know it: the SPEC's list for the five chains, plus `extra` (the local chain's AIZ). */
export function knownToken(
  chainId: number | null,
  token: string | null,
  extra: readonly KnownToken[] = [],
): { symbol: string; decimals: number } | null {
  if (chainId === null || token === null) return null;
  const hit = extra.find(
    (t) => t.chainId === chainId && (t.address?.toLowerCase() ?? 'native') === token.toLowerCase(),
  );
  if (hit) return hit;
  if (token === 'native' && chainId === LOCAL_CHAIN_ID) return { symbol: 'ETH', decimals: 18 };
  const chain = findChain(chainId);
  const t = chain?.tokens.find((x) => (x.address?.toLowerCase() ?? 'native') === token);
  return t ? { symbol: t.symbol, decimals: t.decimals } : null;
}

/** One requirement per (chain, token) the document's enabled On-chain payment nodes pay from. */
export function chainRequirementsOf(
  doc: DocumentLike,
  extra: readonly KnownToken[] = [],
): ChainRequirement[] {
  const byKey = new Map<string, ChainRequirement & { open: boolean }>();
  for (const node of doc.nodes) {
    if (node.type !== CHAIN_PAYMENT_NODE_TYPE || node.disabled) continue;
    const p = node.parameters ?? {};
    const chainId = literalChainId(p.chainId);
    const token = literalToken(p.token);
    const amount = typeof p.amount === 'string' && DECIMAL.test(p.amount.trim()) ? p.amount.trim() : null;
    const key = `${chainId ?? '?'}:${token ?? '?'}`;
    const known = knownToken(chainId, token, extra);
    const entry = byKey.get(key) ?? {
      chainId,
      token,
      symbol: known?.symbol ?? null,
      decimals: known?.decimals ?? null,
      perRun: '0',
      nodes: [],
      open: false,
    };
    entry.nodes.push(node.name);
    if (amount === null) entry.open = true;
    else entry.perRun = addDecimals(entry.perRun ?? '0', amount);
    byKey.set(key, entry);
  }
  return [...byKey.values()].map(({ open, ...r }) => ({ ...r, perRun: open ? null : r.perRun }));
}

export function chainName(chainId: number): string {
  if (chainId === LOCAL_CHAIN_ID) return LOCAL_CHAIN_NAME;
  return findChain(chainId)?.name ?? `chain ${chainId}`;
}

/** The wallet as the check sees it: its state, its chain, and the balances read (base units) by `chainId:token`. */
export interface WalletSnapshot {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
  chainId: number | null;
  /** Balances read on the wallet's chain, by lower-cased token ('native' or address); absent while loading. */
  balances: ReadonlyMap<string, bigint>;
  /** The balances could not be read (the chain's RPC did not answer). */
  balancesFailed?: boolean;
  /** Chains the product can use now (the five, plus the local chain while it is deployed); empty while loading. */
  availableChains: readonly number[];
}

export type RequirementCheck =
  | { state: 'met'; message: string }
  | { state: 'unmet'; message: string; action: 'connect' | 'switch-chain' | 'get-tokens' | 'none' }
  | { state: 'checking'; message: string };

function tokenLabel(r: ChainRequirement): string {
  if (r.symbol) return r.symbol;
  return r.token === 'native' ? 'the native coin' : `the token ${r.token?.slice(0, 6)}…${r.token?.slice(-4)}`;
}

function baseUnits(decimal: string, decimals: number): bigint {
  const [i = '0', f = ''] = decimal.split('.');
  return BigInt(i + f.slice(0, decimals).padEnd(decimals, '0'));
}

/** Whether the connected wallet meets one requirement, and the sentence a person reads. */
export function checkRequirement(r: ChainRequirement, wallet: WalletSnapshot): RequirementCheck {
  if (r.chainId === null || r.token === null) {
    return {
      state: 'unmet',
      action: 'none',
      message: `The node ${r.nodes.join(', ')} chooses its chain or token when it runs, so it cannot be checked before. Read the listing to see which it uses.`,
    };
  }
  const chain = chainName(r.chainId);
  if (wallet.availableChains.length === 0) return { state: 'checking', message: 'Loading the chains…' };
  if (!wallet.availableChains.includes(r.chainId)) {
    return {
      state: 'unmet',
      action: 'none',
      message: `It pays on ${chain}, which this installation does not serve.`,
    };
  }
  if (wallet.status !== 'connected') {
    return {
      state: 'unmet',
      action: 'connect',
      message: `Connect a wallet to check: it pays in ${tokenLabel(r)} on ${chain}.`,
    };
  }
  if (wallet.chainId !== r.chainId) {
    return {
      state: 'unmet',
      action: 'switch-chain',
      message: `It pays on ${chain}; your wallet is on ${wallet.chainId === null ? 'another chain' : chainName(wallet.chainId)}. Switch to ${chain} to check your ${tokenLabel(r)}.`,
    };
  }
  const balance = wallet.balances.get(r.token);
  if (balance === undefined && wallet.balancesFailed) {
    return {
      state: 'unmet',
      action: 'none',
      message: `Your ${tokenLabel(r)} balance on ${chain} could not be read: its network did not answer. Try again later.`,
    };
  }
  if (balance === undefined) return { state: 'checking', message: `Reading your ${tokenLabel(r)} balance…` };
  const need = r.perRun !== null && r.decimals !== null ? baseUnits(r.perRun, r.decimals) : 1n;
  if (balance >= need && balance > 0n) {
    return {
      state: 'met',
      message:
        r.perRun !== null
          ? `Your wallet holds enough ${tokenLabel(r)} on ${chain} for a run (${r.perRun} ${tokenLabel(r)}).`
          : `Your wallet holds ${tokenLabel(r)} on ${chain}.`,
    };
  }
  return {
    state: 'unmet',
    action: 'get-tokens',
    message:
      r.perRun !== null
        ? `A run pays ${r.perRun} ${tokenLabel(r)} on ${chain}, more than your wallet holds there. Fund the agent's wallet with ${tokenLabel(r)} first.`
        : `Your wallet holds no ${tokenLabel(r)} on ${chain}, and a run pays in it.`,
  };
}

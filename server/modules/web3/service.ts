/**
 * The web3 module's services: the chains the app offers (SPEC §3, plus the local chain while a deployment
 * exists), and linking a wallet address to the account with Sign-In with Ethereum (EIP-4361).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  SIWE_NONCE_TTL_MS,
  type SiweVerifyRequest,
  WALLETCONNECT_PLACEHOLDER_PROJECT_ID,
  type WalletLink,
  type Web3Chain,
  type Web3Config,
} from '@common/schemas/web3';
import { SUPPORTED_CHAINS } from '@common/web3/chains';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_NAME } from '@common/web3/local-chain';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { getAddress, type Hex, verifyMessage } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { polygon } from 'viem/chains';
import { parseSiweMessage } from 'viem/siwe';
import { ANVIL_DEFAULT_KEYS } from '../../chain/anvil';
import { readLocalChain } from '../../chain/local-chain';
import type { Web3Config as ServerWeb3Config } from '../../config';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { siweNonces, walletLinks } from '../../db/schema/web3';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** The chains of SPEC §3 (RPC URLs from CHAIN_RPC_URLS where set) and the local chain while deployed. */
export function web3Config(config: ServerWeb3Config): Web3Config {
  const chains: Web3Chain[] = SUPPORTED_CHAINS.map((chain) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: config.rpcUrls[chain.id] ?? chain.rpcUrl,
    explorerUrl: chain.explorerUrl,
    nativeCurrency: chain.id === polygon.id ? { name: 'Polygon', symbol: 'MATIC', decimals: 18 } : ETHER,
    tokens: chain.tokens.map((t) => ({ ...t })),
    local: false,
    contracts: null,
  }));
  const local = readLocalChain(config.localChainFile);
  if (local) {
    chains.push({
      id: LOCAL_CHAIN_ID,
      name: LOCAL_CHAIN_NAME,
      rpcUrl: config.rpcUrls[LOCAL_CHAIN_ID] ?? local.rpcUrl,
      explorerUrl: null,
      nativeCurrency: ETHER,
      tokens: [
        { symbol: 'ETH', name: 'Ether', address: null, decimals: 18 },
        { symbol: 'AIZ', name: 'AIZ Token', address: getAddress(local.contracts.aiz), decimals: 18 },
      ],
      local: true,
      contracts: {
        aiz: getAddress(local.contracts.aiz),
        staking: getAddress(local.contracts.staking),
        claims: getAddress(local.contracts.claims),
        vault: getAddress(local.contracts.vault),
      },
    });
  }
  const projectId = config.walletConnectProjectId ?? WALLETCONNECT_PLACEHOLDER_PROJECT_ID;
  return {
    chains,
    walletConnect: { projectId, isPlaceholder: config.walletConnectProjectId === undefined },
    mockWallet: config.mockWallet
      ? { accounts: ANVIL_DEFAULT_KEYS.map((key) => privateKeyToAddress(key)) }
      : null,
  };
}

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** A single-use nonce for this user's next SIWE message, valid 10 minutes. */
export async function issueSiweNonce(ctx: SignedInContext) {
  // EIP-4361: at least 8 alphanumeric characters.
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(ctx.now().getTime() + SIWE_NONCE_TTL_MS);
  // Expired nonces have no use left: the user's own are cleared as a new one is issued.
  await ctx.db
    .delete(siweNonces)
    .where(and(eq(siweNonces.userId, ctx.user.id), lt(siweNonces.expiresAt, ctx.now())));
  await ctx.db.insert(siweNonces).values({ nonceHash: hashNonce(nonce), userId: ctx.user.id, expiresAt });
  return { nonce, expiresAt: expiresAt.toISOString() };
}

export interface SiweExpectations {
  /** The origin the app is served from (PUBLIC_ORIGIN, else the request's). */
  origin: string;
  supportedChainIds: readonly number[];
}

/** Checks a signed EIP-4361 message and links its address to the caller's account. */
export async function verifySiweAndLink(
  ctx: SignedInContext,
  input: SiweVerifyRequest,
  expected: SiweExpectations,
): Promise<WalletLink> {
  const message = parseSiweMessage(input.message);
  if (!message.address || !message.domain || !message.uri || !message.nonce || !message.chainId)
    throw new Invalid('The message is not a Sign-In with Ethereum message (EIP-4361).');
  const host = new URL(expected.origin).host;
  if (message.domain !== host)
    throw new Invalid(
      `The message was made for ${message.domain}, not for ${host}. Sign again from this site.`,
    );
  let uriOrigin: string;
  try {
    uriOrigin = new URL(message.uri).origin;
  } catch {
    throw new Invalid('The message has no valid URI.');
  }
  if (uriOrigin !== expected.origin)
    throw new Invalid(`The message's URI is not on ${expected.origin}. Sign again from this site.`);
  if (!expected.supportedChainIds.includes(message.chainId))
    throw new Invalid(`Chain ${message.chainId} is not one of the chains this app supports.`);
  const now = ctx.now();
  if (message.expirationTime && message.expirationTime.getTime() <= now.getTime())
    throw new Invalid('The message has expired. Ask for a new one and sign again.');
  if (message.notBefore && message.notBefore.getTime() > now.getTime())
    throw new Invalid('The message is not valid yet.');

  const valid = await verifyMessage({
    address: message.address,
    message: input.message,
    signature: input.signature as Hex,
  }).catch(() => false);
  if (!valid) throw new Invalid('The signature does not match the address in the message.');

  const address = message.address.toLowerCase();
  // Single use: only an unused, unexpired nonce of this user is spent, and only once (one statement).
  const spent = await ctx.db
    .update(siweNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(siweNonces.nonceHash, hashNonce(message.nonce)),
        eq(siweNonces.userId, ctx.user.id),
        isNull(siweNonces.usedAt),
        gt(siweNonces.expiresAt, now),
      ),
    )
    .returning({ nonceHash: siweNonces.nonceHash });
  if (spent.length === 0)
    throw new Invalid(
      'The sign-in nonce is unknown, already used or expired. Ask for a new one and sign again.',
    );
  const [existing] = await ctx.db.select().from(walletLinks).where(eq(walletLinks.address, address));
  if (existing) {
    if (existing.userId !== ctx.user.id) throw new Conflict(LINKED_ELSEWHERE);
    return toLink(existing);
  }
  try {
    const [row] = await ctx.db
      .insert(walletLinks)
      .values({ userId: ctx.user.id, address, chainId: message.chainId, linkedAt: now })
      .returning();
    return toLink(row!);
  } catch (err) {
    if (pgError(err)?.code === UNIQUE_VIOLATION) throw new Conflict(LINKED_ELSEWHERE);
    throw err;
  }
}

const LINKED_ELSEWHERE =
  'This address is already linked to another AIZ account. Unlink it there first, or connect another address.';

function toLink(row: typeof walletLinks.$inferSelect): WalletLink {
  return { address: getAddress(row.address), chainId: row.chainId, linkedAt: row.linkedAt.toISOString() };
}

export async function listWalletLinks(ctx: SignedInContext): Promise<WalletLink[]> {
  const rows = await ctx.db
    .select()
    .from(walletLinks)
    .where(eq(walletLinks.userId, ctx.user.id))
    .orderBy(asc(walletLinks.linkedAt));
  return rows.map(toLink);
}

export async function unlinkWallet(ctx: SignedInContext, address: string): Promise<void> {
  const deleted = await ctx.db
    .delete(walletLinks)
    .where(and(eq(walletLinks.userId, ctx.user.id), eq(walletLinks.address, address.toLowerCase())))
    .returning({ id: walletLinks.id });
  if (deleted.length === 0) throw new NotFound('This address is not linked to your account.');
}

/**
 * The on-chain payment node's port: pays from the custodial address of the agent the workflow is deployed
 * as, within its policy, at most once per effect key.
 *
 * Under the wallet's row lock (so two payments of one agent cannot both pass a limit), the policy, the
 * token balance and the gas are checked, the transaction is signed with the next nonce, and the signed
 * bytes, their hash and the workflow effect are written; only after that commit is the transaction sent.
 * A retry finds the row and sends the same signed bytes again (a chain includes one nonce once), then waits
 * for the receipt: never a second payment. A row signed and never sent holds its nonce until the run that
 * signed it is retried.
 */
import { agentPolicySchema } from '@common/schemas/agent-wallets';
import { rpcTransport } from '@common/web3/transport';
import {
  type Chain,
  createPublicClient,
  formatUnits,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
} from 'viem';
import { agentWalletChainPayments } from '../../db/schema/agent-wallets';
import type { ChainPaymentPort, ChainPaymentRequest } from '../../engine/nodes/ports';
import { deploymentOfWorkflow } from '../deployments';
import { claimEffect, confirmEffect, type RunEnv, type RunTarget } from '../workflows';
import {
  type ChainPaymentRow,
  chainPaymentByKey,
  chainSpentSince,
  markSent,
  nextRecordedNonce,
} from './chain-payments';
import { type ChainToken, paymentCall, readToken, tokenBalance } from './chain-token';
import { openCustodialKey } from './custodial-key';
import { refuseChainPayment } from './spending-policy';
import { lockWallet, walletOf } from './wallet-rows';

export type ChainResolver = (chainId: number) => { chain: Chain; rpcUrl: string } | undefined;

const DAY_MS = 86_400_000;
const RECEIPT_TIMEOUT_MS = 120_000;
const NO_ADDRESS =
  'This agent has no on-chain address: add one to its wallet on the AI Agent Wallets page before it pays on chain.';

function amountIn(token: ChainToken, text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > token.decimals) {
    throw new Error(`${token.symbol} has ${token.decimals} decimals: "${text}" has more.`);
  }
  return BigInt(whole) * 10n ** BigInt(token.decimals) + BigInt(fraction.padEnd(token.decimals, '0') || '0');
}

export function agentChainPort(
  env: Pick<RunEnv, 'db' | 'now' | 'credentialKeys'>,
  target: RunTarget,
  runId: string,
  chains: ChainResolver,
): ChainPaymentPort {
  const clientFor = (chainId: number) => {
    const found = chains(chainId);
    if (!found) {
      throw new Error(
        chainId === 31337
          ? 'The local chain (31337) is not running on this server: start it with npm run chain.'
          : `Chain ${chainId} is not one this server pays on.`,
      );
    }
    const client = createPublicClient({
      chain: found.chain,
      transport: rpcTransport(found.rpcUrl),
      pollingInterval: 250,
    });
    return { chain: found.chain, client: client as PublicClient };
  };

  async function send(client: PublicClient, row: ChainPaymentRow, replayed: boolean) {
    const answer = {
      txHash: row.txHash,
      replayed,
      chainId: row.chainId,
      token: row.token,
      to: row.toAddress,
      amount: row.amountText,
    };
    if (row.status === 'sent') return answer;
    const hash = row.txHash as Hex;
    try {
      await client.sendRawTransaction({ serializedTransaction: row.rawTx as Hex });
    } catch (err) {
      // Sent before (a retry after a cut-off): the receipt below tells. Anything else: say so and keep the row.
      const mined = await client.getTransactionReceipt({ hash }).catch(() => null);
      if (!mined) {
        const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
        throw new Error(
          `The payment was signed (transaction ${hash}) but could not be sent: ${reason}. Retrying the run sends the same transaction, never a second one.`,
        );
      }
    }
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
    await env.db.transaction(async (tx) => {
      await markSent(tx, row.effectKey);
      await confirmEffect(tx, row.effectKey, { txHash: hash, chainId: row.chainId, status: receipt.status });
    });
    if (receipt.status !== 'success')
      throw new Error(`The payment transaction ${hash} was reverted by the chain.`);
    return answer;
  }

  return {
    async pay(request: ChainPaymentRequest, key: string) {
      const deployment = await deploymentOfWorkflow(env.db, target.workflow.id);
      const wallet = deployment ? await walletOf(env.db, deployment.id) : undefined;
      if (!deployment || !wallet || wallet.ownerId !== target.workflow.ownerId) {
        throw new Error(
          'On-chain payments are made from an agent’s wallet: deploy this workflow and create its wallet with an on-chain address.',
        );
      }
      if (!wallet.address || !wallet.sealedKey) throw new Error(NO_ADDRESS);
      const { chain, client } = clientFor(request.chainId);
      const earlier = await chainPaymentByKey(env.db, key);
      if (earlier) return { ...(await send(client, earlier, true)), from: wallet.address };
      const token = await readToken(client, chain, request.token);
      const amount = amountIn(token, request.amount);
      const to = getAddress(request.to);
      const account = openCustodialKey(env.credentialKeys, deployment.id, wallet.sealedKey);
      const call = paymentCall(token, to, amount);
      const units = (base: bigint) => `${formatUnits(base, token.decimals)} ${token.symbol}`;
      const signed = await env.db.transaction(async (tx) => {
        const locked = await lockWallet(tx, deployment.id);
        if (!locked) throw new Error(NO_ADDRESS);
        const again = await chainPaymentByKey(tx, key);
        if (again) return { row: again, replayed: true };
        const now = env.now();
        const spentLast24h = await chainSpentSince(tx, {
          deploymentId: deployment.id,
          chainId: request.chainId,
          token: token.id,
          since: new Date(now.getTime() - DAY_MS),
        });
        const refused = refuseChainPayment(agentPolicySchema.parse(locked.policy), {
          chainId: request.chainId,
          token: token.id,
          symbol: token.symbol,
          decimals: token.decimals,
          amount,
          to,
          spentLast24h,
        });
        if (refused) throw new Error(refused);
        if (call.data) {
          const held = await tokenBalance(client, token, account.address);
          if (held < amount) {
            throw new Error(
              `This agent's address holds ${units(held)}, less than the ${units(amount)} to pay.`,
            );
          }
        }
        const native = await client.getBalance({ address: account.address });
        const fees = await client.estimateFeesPerGas();
        const gas = await client.estimateGas({ account: account.address, ...call }).catch(() => {
          throw new Error(
            native === 0n
              ? `This agent's address has no ${chain.nativeCurrency.symbol} to pay for gas: send some to ${account.address}.`
              : 'The chain refused to estimate this payment’s gas: it would fail.',
          );
        });
        const cost = gas * fees.maxFeePerGas + call.value;
        if (native === 0n) {
          throw new Error(
            `This agent's address has no ${chain.nativeCurrency.symbol} to pay for gas: send some to ${account.address}.`,
          );
        }
        if (native < cost) {
          const coin = chain.nativeCurrency;
          throw new Error(
            `This agent's address has ${formatUnits(native, coin.decimals)} ${coin.symbol}, not enough for ${call.data ? 'the gas' : 'the payment and its gas'} (about ${formatUnits(cost, coin.decimals)} ${coin.symbol}).`,
          );
        }
        const nonce = Math.max(
          await client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
          await nextRecordedNonce(tx, deployment.id, request.chainId),
        );
        const raw = await account.signTransaction({
          type: 'eip1559',
          chainId: request.chainId,
          nonce,
          gas,
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
          ...call,
        });
        const txHash = keccak256(raw);
        const [row] = await tx
          .insert(agentWalletChainPayments)
          .values({
            effectKey: key,
            deploymentId: deployment.id,
            chainId: request.chainId,
            token: token.id,
            toAddress: to,
            amount,
            amountText: request.amount,
            nonce,
            txHash,
            rawTx: raw,
            status: 'signed',
            createdAt: now,
          })
          .returning();
        await claimEffect(
          tx,
          {
            key,
            runId,
            kind: 'chain-payment',
            result: { txHash, chainId: request.chainId, status: 'signed' },
          },
          now,
        );
        return { row: row as ChainPaymentRow, replayed: false };
      });
      return { ...(await send(client, signed.row, signed.replayed)), from: wallet.address };
    },
  };
}

/**
 * On-chain payments from an agent's custodial address, on anvil: refused without gas, within limits paid,
 * over a limit refused with nothing moved, an unlisted token refused, and the same effect key never paying
 * twice (one after the other, and at the same time).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workflowDocumentSchema } from '@common/workflow/document';
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_DEFAULT_KEYS, type Anvil, startAnvil } from '../../chain/anvil';
import { localChainDefinition } from '../../chain/clients';
import { compileContracts } from '../../chain/compile';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';
import { agentChainPort } from './chain-payment-port';
import { installAgentWallets } from './install';

const here = path.dirname(fileURLToPath(import.meta.url));
const funder = privateKeyToAccount(ANVIL_DEFAULT_KEYS[0]);
const payee = privateKeyToAccount(ANVIL_DEFAULT_KEYS[1]).address;

describe('on-chain payments from an agent wallet', () => {
  let anvil: Anvil;
  let t: TestApp;
  let ada: SignedInUser;
  let chain: PublicClient;
  let local: Chain;
  let token: Address;
  let agent: Address;
  let workflowId: string;
  let deploymentId: string;

  const tokenBalance = (owner: Address) =>
    chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

  /** Saves the draft with one chain-payment node and runs it. */
  async function pay(parameters: Record<string, unknown>) {
    const document = {
      nodes: [node('start', 'manual-trigger'), node('pay', 'chain-payment', { to: payee, ...parameters })],
      edges: [edge('start', 'pay')],
      settings: {},
    };
    const current = await (await ada.request('GET', `/api/workflows/${workflowId}`)).json();
    const saved = await ada.request('PUT', `/api/workflows/${workflowId}/draft`, {
      document,
      revision: current.revision,
    });
    expect(saved.status).toBe(200);
    const res = await ada.request('POST', `/api/workflows/${workflowId}/runs`, {});
    expect(res.status).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    anvil = await startAnvil();
    local = localChainDefinition(anvil.rpcUrl);
    chain = createPublicClient({ chain: local, transport: http(anvil.rpcUrl) }) as PublicClient;
    t = await createTestApp({ rateLimits: 'unlimited' });
    installAgentWallets((id) => (id === 31337 ? { chain: local, rpcUrl: anvil.rpcUrl } : undefined));
    ada = await createSignedInUser(t, { username: 'chainada' });

    const { TestToken } = compileContracts(path.join(here, 'test-token'));
    if (!TestToken) throw new Error('TestToken did not compile');
    const wallet = createWalletClient({ account: funder, chain: local, transport: http(anvil.rpcUrl) });
    const deployHash = await wallet.deployContract({
      abi: TestToken.abi,
      bytecode: TestToken.bytecode,
      args: [parseUnits('1000', 6)],
    });
    const deployed = await chain.waitForTransactionReceipt({ hash: deployHash });
    token = deployed.contractAddress as Address;

    const created = await (await ada.request('POST', '/api/workflows', { name: 'Chain payer' })).json();
    workflowId = created.id;
    const document = {
      nodes: [node('start', 'manual-trigger'), node('pay', 'no-op')],
      edges: [edge('start', 'pay')],
      settings: {},
    };
    await ada.request('PUT', `/api/workflows/${workflowId}/draft`, { document, revision: 1 });
    expect((await ada.request('POST', `/api/workflows/${workflowId}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    deploymentId = (await (await ada.request('POST', '/api/deployments', { workflowId })).json()).id;
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  it('refuses to pay before the agent has an on-chain address', async () => {
    await ada.request('POST', `/api/agent-wallets/${deploymentId}`, { onChain: false });
    const run = await pay({ amount: '0.1' });
    expect(run.status).toBe('failed');
    expect(run.error.message).toMatch(/This agent has no on-chain address/);
    const added = await ada.request('POST', `/api/agent-wallets/${deploymentId}/address`);
    expect(added.status).toBe(201);
    agent = (await added.json()).agent.wallet.address;
  });

  it('refuses a token the policy has no limit for, then a payment with no gas', async () => {
    const unlisted = await pay({ amount: '0.1' });
    expect(unlisted.error.message).toMatch(/policy has no limit for this token/);
    const policy = await ada.request('PUT', `/api/agent-wallets/${deploymentId}/policy`, {
      chainLimits: [
        { chainId: 31337, token: 'native', maxPerTransaction: '1' },
        { chainId: 31337, token, maxPerTransaction: '10', maxPer24h: '15' },
      ],
    });
    expect(policy.status).toBe(200);
    const noGas = await pay({ amount: '0.1' });
    expect(noGas.status).toBe('failed');
    expect(noGas.error.message).toBe(
      `This agent's address has no ETH to pay for gas: send some to ${agent}.`,
    );
  });

  it('pays the native coin within the limit, and refuses over it with nothing moved', async () => {
    const wallet = createWalletClient({ account: funder, chain: local, transport: http(anvil.rpcUrl) });
    await chain.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: agent, value: parseEther('2') }),
    });
    await chain.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [agent, parseUnits('100', 6)],
      }),
    });

    const before = await chain.getBalance({ address: payee });
    const paid = await pay({ amount: '0.5' });
    expect(paid.status).toBe('succeeded');
    expect(paid.result[0][0].json.payment).toMatchObject({
      replayed: false,
      chainId: 31337,
      token: 'native',
      amount: '0.5',
    });
    expect(await chain.getBalance({ address: payee })).toBe(before + parseEther('0.5'));

    const agentBefore = await chain.getBalance({ address: agent });
    const over = await pay({ amount: '1.5' });
    expect(over.status).toBe('failed');
    expect(over.error.message).toBe(
      "Paying 1.5 ETH is refused: it is over this agent's limit of 1 ETH per transaction.",
    );
    expect(await chain.getBalance({ address: payee })).toBe(before + parseEther('0.5'));
    expect(await chain.getBalance({ address: agent })).toBe(agentBefore);
  });

  it("pays an ERC-20 in its own units within the limits, refusing over the 24 hours' limit", async () => {
    const paid = await pay({ token, amount: '7.25' });
    expect(paid.status).toBe('succeeded');
    expect(await tokenBalance(payee)).toBe(parseUnits('7.25', 6));
    const perTx = await pay({ token, amount: '10.5' });
    expect(perTx.error.message).toBe(
      "Paying 10.5 TST is refused: it is over this agent's limit of 10 TST per transaction.",
    );
    const daily = await pay({ token, amount: '8' });
    expect(daily.error.message).toBe(
      "Paying 8 TST is refused: with 7.25 TST paid in the last 24 hours it would be over this agent's limit of 15 TST per 24 hours.",
    );
    expect(await tokenBalance(payee)).toBe(parseUnits('7.25', 6));
    const detail = await (await ada.request('GET', `/api/agent-wallets/${deploymentId}`)).json();
    expect(detail.chainPayments.map((p: { amount: string; status: string }) => [p.amount, p.status])).toEqual(
      [
        ['7.25', 'sent'],
        ['0.5', 'sent'],
      ],
    );
  });

  it('never pays one effect key twice, one after the other or at the same time', async () => {
    const port = agentChainPort(
      { db: t.database.db, now: t.deps.now, credentialKeys: t.deps.config.credentialKeys },
      {
        workflow: { id: workflowId, name: 'Chain payer', ownerId: ada.user.id },
        document: workflowDocumentSchema.parse({ nodes: [], edges: [], settings: {} }),
        versionNumber: null,
        trigger: 'manual',
      },
      crypto.randomUUID(),
      (id) => (id === 31337 ? { chain: local, rpcUrl: anvil.rpcUrl } : undefined),
    );
    const before = await tokenBalance(payee);
    const request = { chainId: 31337, token, to: payee, amount: '1', nodeId: 'pay' };
    const first = await port.pay(request, 'wf:retry-test:pay:0:0');
    const again = await port.pay(request, 'wf:retry-test:pay:0:0');
    expect(again).toMatchObject({ replayed: true, txHash: first.txHash });
    const both = await Promise.all([
      port.pay(request, 'wf:retry-test:pay:0:1'),
      port.pay(request, 'wf:retry-test:pay:0:1'),
    ]);
    expect(both.map((p) => p.replayed).sort()).toEqual([false, true]);
    expect(both[0].txHash).toBe(both[1].txHash);
    expect(await tokenBalance(payee)).toBe(before + parseUnits('2', 6));
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_DEFAULT_KEYS } from '../../chain/anvil';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { SIWE_NONCE_LIMIT } from './routes';

const alice = privateKeyToAccount(ANVIL_DEFAULT_KEYS[1]);
const bob = privateKeyToAccount(ANVIL_DEFAULT_KEYS[2]);
const carol = privateKeyToAccount(ANVIL_DEFAULT_KEYS[3]);

describe('/api/web3', () => {
  let t: TestApp;
  let u1: Awaited<ReturnType<typeof createSignedInUser>>;
  let u2: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    u1 = await createSignedInUser(t, { username: 'walleta', email: 'walleta@example.com' });
    u2 = await createSignedInUser(t, { username: 'walletb', email: 'walletb@example.com' });
  });
  afterAll(() => t.close());

  const nonceFor = async (cookie: string) => {
    const res = await t.request('POST', '/api/web3/siwe/nonce', undefined, { cookie });
    expect(res.status).toBe(201);
    return (await res.json()) as { nonce: string; expiresAt: string };
  };

  const signed = async (
    account: typeof alice,
    nonce: string,
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  ) => {
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'localhost',
      nonce,
      uri: 'http://localhost/settings',
      version: '1',
      issuedAt: new Date(t.clock.now),
      expirationTime: new Date(t.clock.now + 5 * 60_000),
      statement: 'Link this wallet to my AIZ Platform account.',
      ...overrides,
    });
    return { message, signature: await account.signMessage({ message }) };
  };

  const verify = (cookie: string, body: unknown) =>
    t.request('POST', '/api/web3/siwe/verify', body, { cookie });

  it('lists the five chains with their tokens, the placeholder WalletConnect id, and no mock wallet', async () => {
    const res = await t.request('GET', '/api/web3/config');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.chains.map((c: { id: number }) => c.id)).toEqual([1, 137, 42161, 8453, 10]);
    expect(body.chains[1].nativeCurrency.symbol).toBe('MATIC');
    expect(body.walletConnect).toEqual({ projectId: 'demo-project-id', isPlaceholder: true });
    expect(body.mockWallet).toBeNull();
    // The browser reads balances from each RPC endpoint: the page's CSP lets it connect there.
    const csp = res.headers.get('content-security-policy') ?? '';
    const connectSrc = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
    for (const chain of body.chains) expect(connectSrc).toContain(new URL(chain.rpcUrl).origin);
    expect(connectSrc).toContain("'self'");
  });

  it('adds the local chain with its AIZ token, RPC URLs from configuration, and the mock wallet when asked', async () => {
    const local = await createTestApp({
      rateLimits: 'unlimited',
      env: {
        WEB3_MOCK_WALLET: '1',
        CHAIN_RPC_URLS: '8453=https://base.example.org/rpc',
        WALLETCONNECT_PROJECT_ID: 'abc123',
      },
    });
    try {
      const aiz = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
      const file = local.deps.config.web3.localChainFile;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify({
          chainId: 31337,
          rpcUrl: 'http://127.0.0.1:8545',
          deployBlock: 1,
          deployedAt: '2026-11-29T08:00:00.000Z',
          contracts: {
            aiz,
            staking: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
            claims: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
            vault: '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9',
          },
          voucherSigner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        }),
      );
      const body = await (await local.request('GET', '/api/web3/config')).json();
      expect(body.chains).toHaveLength(6);
      expect(body.chains[3].rpcUrl).toBe('https://base.example.org/rpc');
      expect(body.chains[5]).toMatchObject({
        id: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        explorerUrl: null,
        local: true,
        tokens: [
          { symbol: 'ETH', address: null },
          { symbol: 'AIZ', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 18 },
        ],
        contracts: {
          aiz: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          staking: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        },
      });
      expect(body.walletConnect).toEqual({ projectId: 'abc123', isPlaceholder: false });
      expect(body.mockWallet.accounts[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    } finally {
      await local.close();
    }
  });

  it('links an address with a good signed message, lists it and unlinks it', async () => {
    const { nonce } = await nonceFor(u1.cookie);
    const res = await verify(u1.cookie, await signed(alice, nonce));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ address: alice.address, chainId: 1 });
    const links = await (await t.request('GET', '/api/web3/links', undefined, { cookie: u1.cookie })).json();
    expect(links.links.map((l: { address: string }) => l.address)).toEqual([alice.address]);
    const other = await (await t.request('GET', '/api/web3/links', undefined, { cookie: u2.cookie })).json();
    expect(other.links).toEqual([]);

    const del = await t.request('DELETE', `/api/web3/links/${alice.address}`, undefined, {
      cookie: u2.cookie,
    });
    expect(del.status).toBe(404);
    const ok = await t.request('DELETE', `/api/web3/links/${alice.address}`, undefined, {
      cookie: u1.cookie,
    });
    expect(ok.status).toBe(200);
    const after = await (await t.request('GET', '/api/web3/links', undefined, { cookie: u1.cookie })).json();
    expect(after.links).toEqual([]);
  });

  it('refuses a message made for another domain or another origin', async () => {
    const { nonce } = await nonceFor(u1.cookie);
    const res = await verify(u1.cookie, await signed(alice, nonce, { domain: 'evil.example' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/made for evil\.example, not for localhost/);
    const uri = await verify(u1.cookie, await signed(alice, nonce, { uri: 'https://evil.example/x' }));
    expect(uri.status).toBe(400);
    expect((await uri.json()).message).toMatch(/URI is not on http:\/\/localhost/);
  });

  it('refuses an expired message and an expired nonce', async () => {
    const { nonce } = await nonceFor(u1.cookie);
    const expired = await signed(alice, nonce, { expirationTime: new Date(t.clock.now - 1000) });
    const res = await verify(u1.cookie, expired);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/expired/);

    const late = await nonceFor(u1.cookie);
    const body = await signed(alice, late.nonce, { expirationTime: new Date(t.clock.now + 3_600_000) });
    t.clock.advance(10 * 60_000 + 1);
    const stale = await verify(u1.cookie, body);
    expect(stale.status).toBe(400);
    expect((await stale.json()).message).toMatch(/nonce is unknown, already used or expired/);
  });

  it('refuses a nonce used twice, and another user’s nonce', async () => {
    const { nonce } = await nonceFor(u1.cookie);
    const body = await signed(bob, nonce);
    expect((await verify(u1.cookie, body)).status).toBe(200);
    const again = await verify(u1.cookie, body);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toMatch(/already used/);

    const theirs = await nonceFor(u1.cookie);
    const stolen = await verify(u2.cookie, await signed(carol, theirs.nonce));
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).message).toMatch(/nonce is unknown/);
  });

  it('refuses a signature by another key, an unsupported chain and a message that is not EIP-4361', async () => {
    const { nonce } = await nonceFor(u1.cookie);
    const { message } = await signed(carol, nonce);
    const forged = await verify(u1.cookie, { message, signature: await bob.signMessage({ message }) });
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toMatch(/signature does not match/);

    const chain = await verify(u1.cookie, await signed(carol, nonce, { chainId: 5 }));
    expect(chain.status).toBe(400);
    expect((await chain.json()).message).toMatch(/Chain 5 is not one of the chains/);

    const junk = await verify(u1.cookie, { message: 'hello', signature: '0x1234' });
    expect(junk.status).toBe(400);
  });

  it('answers 409 when the address is linked to another account', async () => {
    const first = await nonceFor(u1.cookie);
    expect((await verify(u1.cookie, await signed(carol, first.nonce))).status).toBe(200);
    const second = await nonceFor(u2.cookie);
    const res = await verify(u2.cookie, await signed(carol, second.nonce));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/already linked to another AIZ account/);
  });

  it('needs a signed-in user and limits nonce requests per user', async () => {
    expect((await t.request('POST', '/api/web3/siwe/nonce')).status).toBe(401);
    expect((await t.request('GET', '/api/web3/links')).status).toBe(401);
    t.enforceRateLimits();
    for (let i = 0; i < SIWE_NONCE_LIMIT.limit; i++) await nonceFor(u2.cookie);
    const res = await t.request('POST', '/api/web3/siwe/nonce', undefined, { cookie: u2.cookie });
    expect(res.status).toBe(429);
  });
});

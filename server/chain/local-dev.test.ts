import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLocalChain } from './local-chain';
import { readOrCreateSignerKey, writeLocalChainFile } from './local-dev';

const dir = mkdtempSync(path.join(tmpdir(), 'aiz-chain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run chain files', () => {
  it('makes the signer key once, readable only by its owner, and reuses it', () => {
    const file = path.join(dir, 'chain', 'bridge-signer-key');
    const key = readOrCreateSignerKey(file);
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSignerKey(file)).toBe(key);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
  });

  it('writes a deployment file the app reads back', () => {
    const file = path.join(dir, 'chain', 'local-chain.json');
    const deployment = {
      chainId: 31337 as const,
      rpcUrl: 'http://127.0.0.1:8545',
      deployBlock: 1,
      deployedAt: '2026-11-29T08:00:00.000Z',
      contracts: {
        aiz: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        staking: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        claims: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        vault: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      },
      voucherSigner: '0x1D26619913279632E16B7A4Ae51A9bc6B678b754',
    };
    writeLocalChainFile(file, deployment);
    expect(readLocalChain(file)).toEqual(deployment);
    expect(() => writeLocalChainFile(file, { ...deployment, rpcUrl: 'nope' })).toThrow();
    expect(readLocalChain(file)).toEqual(deployment);
  });
});

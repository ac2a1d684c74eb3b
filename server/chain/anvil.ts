/**
 * Starts anvil (the local EVM of @foundry-rs/anvil, a binary inside the npm package) on a port and waits
 * until it answers JSON-RPC. Used by `npm run chain`, the contract and bridge tests and the browser tests'
 * global setup. The child is killed when this process exits, so a crashed parent leaves no chain behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

/** anvil's first ten default accounts' keys are public test keys (mnemonic "test test … junk"). */
export const ANVIL_DEFAULT_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const;

export interface Anvil {
  rpcUrl: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json'));
  const bin = path.join(pkg, 'bin', 'anvil');
  if (!existsSync(bin)) throw new Error(`anvil is missing at ${bin}: run npm install`);
  return bin;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

export interface StartAnvilOptions {
  /** A fixed port (npm run chain uses 8545); a free one otherwise. */
  port?: number;
  /** Seconds between blocks; by default a block per transaction (automine). */
  blockTime?: number;
  /** How long to wait for the first answer. */
  timeoutMs?: number;
}

export async function startAnvil(options: StartAnvilOptions = {}): Promise<Anvil> {
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--host', '127.0.0.1', '--silent', '--chain-id', '31337'];
  if (options.blockTime) args.push('--block-time', String(options.blockTime));
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (!(await answers(rpcUrl))) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      kill();
      throw new Error(`anvil did not answer on ${rpcUrl}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    rpcUrl,
    port,
    process: child,
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

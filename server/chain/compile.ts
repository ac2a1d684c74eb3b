/**
 * Compiles the Solidity sources in contracts/src with solc-js (the compiler bundled in the npm package, no
 * download): evmVersion cancun (OpenZeppelin 5 uses mcopy), optimizer on at 200 runs. The output is cached
 * by the hash of every source and the settings in node_modules/.cache/aiz-contracts, so only a change to a
 * contract pays the seconds a compile takes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CONTRACTS_DIR = path.join(root, 'contracts', 'src');
const CACHE_DIR = path.join(root, 'node_modules', '.cache', 'aiz-contracts');

export const SOLC_SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

export type CompiledContracts = Record<string, CompiledContract>;

interface SolcError {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
}

function readSources(dir: string): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.sol')) sources[name] = { content: readFileSync(path.join(dir, name), 'utf8') };
  }
  return sources;
}

/** The hash that names a compile: every source's text, the compiler's version and the settings. */
export function sourceHash(sources: Record<string, { content: string }>, version: string): string {
  const hash = createHash('sha256');
  hash.update(version);
  hash.update(JSON.stringify(SOLC_SETTINGS));
  for (const [name, { content }] of Object.entries(sources)) hash.update(`${name}\0${content}\0`);
  return hash.digest('hex');
}

/**
 * Every contract of contracts/src (or `dir`), by contract name. Throws the compiler's own messages when a
 * source does not compile.
 */
export function compileContracts(dir: string = CONTRACTS_DIR): CompiledContracts {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as {
    version(): string;
    compile(
      input: string,
      callbacks: { import(p: string): { contents: string } | { error: string } },
    ): string;
  };
  const sources = readSources(dir);
  const key = sourceHash(sources, solc.version());
  const cached = path.join(CACHE_DIR, `${key}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as CompiledContracts;
  } catch {
    // not compiled yet: below
  }
  const input = { language: 'Solidity', sources, settings: SOLC_SETTINGS };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import(importPath) {
        try {
          const local = path.join(dir, importPath);
          const file = importPath.startsWith('@') ? require.resolve(importPath) : local;
          return { contents: readFileSync(file, 'utf8') };
        } catch {
          return { error: `File not found: ${importPath}` };
        }
      },
    }),
  ) as {
    errors?: SolcError[];
    contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const compiled: CompiledContracts = {};
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    if (!(file in sources)) continue; // OpenZeppelin's own contracts
    for (const [name, c] of Object.entries(contracts)) {
      if (c.evm.bytecode.object) compiled[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
    }
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const temp = `${cached}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(compiled));
  renameSync(temp, cached);
  return compiled;
}

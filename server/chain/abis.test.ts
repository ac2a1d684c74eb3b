import * as abis from '@common/web3/abis';
import { describe, expect, it } from 'vitest';
import { scaled } from '../test/time';
import { ABI_EXPORTS } from './abis-render';
import { compileContracts } from './compile';

describe('common/web3/abis.ts', () => {
  it('matches a fresh compile of contracts/src (else run npm run contracts:abis)', {
    timeout: scaled(60_000),
  }, () => {
    const compiled = compileContracts();
    const committed = new Map<string, unknown>(Object.entries(abis));
    for (const [contract, name] of Object.entries(ABI_EXPORTS)) {
      expect(committed.get(name), `${name} (${contract})`).toEqual(compiled[contract]?.abi);
    }
    expect([...committed.keys()].sort()).toEqual(Object.values(ABI_EXPORTS).sort());
  });
});

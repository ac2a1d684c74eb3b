/**
 * `npm run contracts:abis`: compiles contracts/src and writes common/web3/abis.ts (then formats it with
 * biome, as the rest of the code is).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderAbisModule } from '../chain/abis-render';
import { compileContracts } from '../chain/compile';

const target = fileURLToPath(new URL('../../common/web3/abis.ts', import.meta.url));
writeFileSync(target, renderAbisModule(compileContracts()));
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'ignore' });
console.log(`Wrote ${target}`);

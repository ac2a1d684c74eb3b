/**
 * `npm run bench:peers`: installs the peers the webhook benchmark compares against (n8n 2.8.4, the
 * newest that runs on Node 20) into bench/.peers/, which git ignores. Never part of `npm install` or
 * CI: the install takes about 11 minutes and 2.3 GB. Running it again when n8n is there does nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './client-build.mjs';

const n8nVersion = '2.8.4';
const n8nDir = path.join(root, 'bench/.peers/n8n');
const n8nBin = path.join(n8nDir, 'node_modules/n8n/bin/n8n');
/** Written last, so a half-done install (interrupted, or still going) does not count as one. */
const n8nInstalledMarker = path.join(n8nDir, 'installed');

function installedVersion() {
  const manifest = path.join(n8nDir, 'node_modules/n8n/package.json');
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function installN8n() {
  if (installedVersion() === n8nVersion && existsSync(n8nInstalledMarker)) {
    console.log(`n8n ${n8nVersion} is already installed in ${n8nDir}`);
    return;
  }
  mkdirSync(n8nDir, { recursive: true });
  writeFileSync(
    path.join(n8nDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'bench-peer-n8n',
        private: true,
        // n8n-nodes-base asks for xlsx as a tarball from cdn.sheetjs.com, which this network cannot reach.
        overrides: { xlsx: '0.18.5' },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`installing n8n ${n8nVersion} into ${n8nDir} (about 11 minutes)...`);
  // Not --engine-strict: two of n8n's dependencies declare node >= 22 but run on 20.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', `n8n@${n8nVersion}`], {
    cwd: n8nDir,
    stdio: 'inherit',
  });
  if (result.status !== 0 || installedVersion() !== n8nVersion) {
    console.error(`n8n install failed (exit ${result.status}); see the npm output above.`);
    process.exit(1);
  }
  writeFileSync(n8nInstalledMarker, `${n8nVersion}\n`);
  console.log(`n8n ${n8nVersion} installed: ${n8nBin}`);
}

installN8n();

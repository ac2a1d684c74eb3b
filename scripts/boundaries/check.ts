/**
 * `npm run lint:deps`: checks the import graph of every source file against the house rules
 * (scripts/boundaries/rules.ts) and for cycles between files and between features or modules. Prints each
 * broken rule with its reason and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTestCode, unitOf, violations } from './check-rules';
import { findCycles } from './cycles';
import { buildGraph, isSourceFile } from './graph';
import { BOUNDARY_RULES, CYCLE_UNITS } from './rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = /^(client|server|common|e2e|scripts|bench)\//;

const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
const files = [...new Set(listed.split('\n'))].filter(
  (f) => SCANNED.test(f) && isSourceFile(f) && !f.includes('/migrations/'),
);

const started = performance.now();
const edges = buildGraph(root, files);
const broken = violations(BOUNDARY_RULES, edges);
const fileCycles = findCycles(edges);
const unitEdges = edges
  .filter((e) => !isTestCode(e.from) && !isTestCode(e.to))
  .map((e) => ({ from: unitOf(CYCLE_UNITS, e.from), to: unitOf(CYCLE_UNITS, e.to) }));
// A cycle made only of single files is already reported above; here, the ones through a folder.
const folderCycles = findCycles(unitEdges).filter((cycle) => cycle.some((unit) => !isSourceFile(unit)));

for (const { rule, edge } of broken) {
  console.error(`✗ ${rule.name}: ${edge.from} → ${edge.to} ('${edge.specifier}')\n    ${rule.why}`);
}
for (const cycle of fileCycles) console.error(`✗ no-cycles (files): ${cycle.join(' ↔ ')}`);
for (const cycle of folderCycles)
  console.error(`✗ no-cycles (features/modules/folders): ${cycle.join(' ↔ ')}`);

const problems = broken.length + fileCycles.length + folderCycles.length;
const ms = Math.round(performance.now() - started);
console.log(
  `boundaries: ${files.length} files, ${edges.length} imports, ${BOUNDARY_RULES.length} rules, ${problems} problem${problems === 1 ? '' : 's'} (${ms} ms)`,
);
process.exit(problems === 0 ? 0 : 1);

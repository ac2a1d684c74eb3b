/**
 * Imports per second over a folder of 1,000 workflows (bench/lib/import-corpus.ts: n8n, Dify and Flowise
 * files in turn), through the CLI's import path (`loadWorkflowFile`: detect the format, import, migrate
 * the nodes, the notes), each file read from disk; in this process (tsx-compiled), after one pass over the
 * fixtures to warm up. Three passes; a refused file is counted and named. Run alone:
 * `node --import tsx bench/aiz-imports.ts` (`BENCH_AIZ_IMPORTS`, default 1000).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadWorkflowFile } from '../server/cli/load-workflow-file';
import { writeImportCorpus } from './lib/import-corpus';

export interface ImportPass {
  files: number;
  megabytes: number;
  ms: number;
  importsPerSecond: number;
  /** Files and milliseconds per format. */
  byFormat: Record<string, { files: number; ms: number }>;
  refused: string[];
}

async function importAll(files: string[]): Promise<ImportPass> {
  const byFormat: ImportPass['byFormat'] = {};
  const refused: string[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const file of files) {
    const content = await readFile(file, 'utf8');
    bytes += content.length;
    const one = performance.now();
    try {
      const { report } = loadWorkflowFile(content, file);
      const format = byFormat[report.format] ?? { files: 0, ms: 0 };
      byFormat[report.format] = { files: format.files + 1, ms: format.ms + performance.now() - one };
    } catch (error) {
      refused.push(`${path.basename(file)}: ${(error as Error).message}`);
    }
  }
  const ms = performance.now() - started;
  return {
    files: files.length,
    megabytes: bytes / 1e6,
    ms,
    importsPerSecond: (files.length / ms) * 1000,
    byFormat,
    refused,
  };
}

export async function benchAizImports(
  count = Number(process.env.BENCH_AIZ_IMPORTS ?? 1000),
): Promise<ImportPass[]> {
  const files = writeImportCorpus(count);
  await importAll(files.slice(0, 30));
  return [await importAll(files), await importAll(files), await importAll(files)];
}

export function printAizImports(passes: ImportPass[]): void {
  for (const [i, p] of passes.entries()) {
    const formats = Object.entries(p.byFormat)
      .map(([f, n]) => `${f} ${n.files} in ${n.ms.toFixed(0)} ms`)
      .join(', ');
    console.log(
      `pass ${i + 1}: ${p.files} files (${p.megabytes.toFixed(1)} MB) in ${p.ms.toFixed(0)} ms   ${p.importsPerSecond.toFixed(0)} imports/s   (${formats}; refused ${p.refused.length})`,
    );
  }
  for (const line of passes[0]?.refused.slice(0, 5) ?? []) console.log(`  refused: ${line}`);
  const rates = passes.map((p) => p.importsPerSecond).sort((a, b) => a - b);
  console.log(`median ${rates[Math.floor(rates.length / 2)]!.toFixed(0)} imports/s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printAizImports(await benchAizImports());
}

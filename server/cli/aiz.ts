/**
 * `npm run aiz -- deploy FILE --owner EMAIL [--slug SLUG] [--json]`: see deploy.ts (exits 1 with the reason
 * when the file, the e-mail or the slug will not do).
 *
 * `npm run aiz -- run FILE [--input JSON] [--json]`: imports a workflow file and runs it once, in this
 * process, with no server and no database. A manual trigger gets one empty item, or `--input` as its item
 * (a chat workflow reads the message from its `query`). HTTP requests go through the server's SSRF guard
 * (HTTP_ALLOWLIST lets private hosts through). `--json` prints one JSON object (run-report.ts);
 * without it, a short summary per node. Exits 0 when the run succeeded, 1 when it failed, 2 on bad usage.
 */
import { readFile } from 'node:fs/promises';
import { httpAllowlistFrom } from '../config';
import { runDocument } from '../engine/adapter';
import { closeSharedCodePool } from '../engine/nodes/code/shared-pool';
import { parseArgs, USAGE, UsageError } from './args';
import { lazyGuardedHttp } from './guarded-http';
import { loadWorkflowFile } from './load-workflow-file';
import { toCliReport } from './run-report';
import { summaryLines } from './summary';

async function main(argv: readonly string[]): Promise<number> {
  const command = parseArgs(argv);
  if (command.command === 'deploy') {
    // Loaded only here: `run` needs no database.
    const { deployCommand } = await import('./deploy');
    return deployCommand(command, process.env);
  }
  const content = await readFile(command.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      `Cannot read ${command.file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`,
    );
  });
  const loaded = loadWorkflowFile(content, command.file);
  const http = lazyGuardedHttp(httpAllowlistFrom(process.env));
  const run = await runDocument(loaded.document, {
    triggerItems: command.input ? [{ json: command.input }] : undefined,
    ports: { http },
  }).finally(() => http.close());
  const report = toCliReport(loaded.document, run);
  if (command.json) console.log(JSON.stringify(report, null, 2));
  else for (const line of [...loaded.notes, ...summaryLines(report)]) console.log(line);
  return report.status === 'succeeded' ? 0 : 1;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeSharedCodePool();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    await closeSharedCodePool();
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    // A deploy's refusal (DeployFailed) and any other failure: the message, exit 1.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });

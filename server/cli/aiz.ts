/**
 * `npm run aiz -- deploy FILE --owner EMAIL [--slug SLUG] [--json]`: see deploy.ts (exits 1 with the reason
 * when the file, the e-mail or the slug will not do).
 *
 * `npm run aiz -- run FILE [--input JSON] [--session FILE] [--json]`: imports a workflow file and runs it once, in this
 * process, with no server and no database. A manual trigger gets one empty item, or `--input` as its item
 * (a chat workflow takes the message as `chatInput`, `message` or Dify's `query`, and Dify's `inputs`,
 * `conversation_id`, `user` and `files`, e.g. `--input '{"query":"hi","inputs":{"name":"Ann"}}'`). HTTP
 * requests go through the server's SSRF guard (HTTP_ALLOWLIST lets private hosts through); AI nodes use the
 * providers configured in the environment as the server does (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, …;
 * ai-port.ts). A Wait node's interval or date is waited out here, up to 15 minutes (wait-in-process.ts).
 * A chatflow's conversation variables are kept between runs in the `--session` file (session-file.ts);
 * without it each run is a new conversation.
 * `--json` prints one JSON object (run-report.ts); without it, a short summary per node. Exits 0 when the run
 * succeeded, 1 when it failed, 2 on bad usage.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { aiProvidersFromEnv, httpAllowlistFrom } from '../config';
import { resumeDocument, runDocument } from '../engine/adapter';
import { closeSharedCodePool } from '../engine/nodes/code/shared-pool';
import { cliAiPort } from './ai-port';
import { parseArgs, USAGE, UsageError } from './args';
import { lazyGuardedHttp } from './guarded-http';
import { loadWorkflowFile } from './load-workflow-file';
import { toCliReport } from './run-report';
import { openSessionFile } from './session-file';
import { summaryLines } from './summary';
import { runThroughTimedWaits, waitMessage } from './wait-in-process';

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
  // `$workflow.name` reads the file's name for the workflow, as it would in the tool it came from.
  const session = command.session ? await openSessionFile(command.session) : undefined;
  const options = {
    meta: { workflow: { id: '', name: loaded.name, active: false } },
    ports: {
      http,
      ai: cliAiPort(aiProvidersFromEnv(process.env)),
      ...(session ? { conversation: session.conversations } : {}),
    },
  };
  const run = await runDocument(loaded.document, {
    ...options,
    triggerItems: command.input ? [{ json: command.input }] : undefined,
  })
    .then((first) =>
      runThroughTimedWaits(first, (waiting) => resumeDocument(loaded.document, waiting, options), {
        now: Date.now,
        sleep: (ms) => sleep(ms),
      }),
    )
    .finally(() => http.close());
  await session?.save();
  const report = toCliReport(loaded.document, run);
  if (run.status === 'waiting' && report.error) report.error.message = waitMessage(loaded.document, run);
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

/**
 * `npm run aiz -- deploy FILE --owner EMAIL [--slug SLUG] [--json]`: deploys a workflow file on the database
 * the server uses (DATABASE_URL, else the PGlite in DATA_DIR, migrated first as the server does), through the
 * deployments module's `deployFile`. PGlite is one process's: stop the server first. PostgreSQL may be
 * shared with a running server. `--json` prints exactly `{slug, version, apiKey, urls}`; without it, a summary.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureLedgerGenesis } from '../ledger';
import { ServiceError } from '../lib/errors';
import { type DeployReport, deployedJson, deployFile } from '../modules/deployments';
import type { DeployCommand } from './args';

/** A failure to report as a message and exit 1 (the file, the e-mail, the slug, the database). */
export class DeployFailed extends Error {
  override readonly name = 'DeployFailed';
}

export function deploySummary(report: DeployReport): string[] {
  const u = report.urls;
  return [
    ...report.notes,
    `${report.created ? 'Deployed' : 'Rolled forward'} ${report.slug} to version ${report.version} for ${report.owner.email}${report.owner.created ? ` (new account ${report.owner.username})` : ''}.`,
    '',
    `  REST      POST ${u.rest}`,
    ...(u.webhook ? [`  Webhook   ${u.webhook}`] : []),
    `  Chat      ${u.chat}`,
    `  Form      ${u.form}`,
    `  OpenAI    base URL ${u.openai} (model "${report.slug}")`,
    `  MCP       ${u.mcp}`,
    `  Embed     ${u.embed}`,
    '',
    `API key (shown once, scoped to ${report.slug}): ${report.apiKey}`,
    '',
    `Try it:  curl -X POST ${u.rest} -H 'Authorization: Bearer ${report.apiKey}' -H 'content-type: application/json' -d '{"input":{}}'`,
  ];
}

export async function deployCommand(command: DeployCommand, env: NodeJS.ProcessEnv): Promise<number> {
  const content = await readFile(command.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new DeployFailed(
      `Cannot read ${command.file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`,
    );
  });
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  ).catch((error: unknown) => {
    throw new DeployFailed(
      `Cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`}): ${error instanceof Error ? error.message : String(error)}${config.databaseUrl ? '' : ' Is the server running on it? Stop it first (PGlite is one process at a time).'}`,
    );
  });
  try {
    await database.migrate();
    const now = () => new Date();
    await ensureLedgerGenesis(database.db, now);
    const report = await deployFile(
      {
        db: database.db,
        now,
        origin: config.publicOrigin ?? `http://localhost:${config.port}`,
        adminEmails: config.adminEmails,
      },
      { content, fileName: command.file, owner: command.owner, slug: command.slug },
    ).catch((error: unknown) => {
      if (error instanceof ServiceError) throw new DeployFailed(error.message);
      throw error;
    });
    if (command.json) console.log(JSON.stringify(deployedJson(report), null, 2));
    else for (const line of deploySummary(report)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

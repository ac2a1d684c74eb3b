/**
 * Deploy from a terminal (`npm run aiz -- deploy FILE --owner EMAIL`, issue 11 item 9): a workflow file in
 * any format the engine imports becomes the next published version of its deployment, for that person
 * (their account made when absent), with a new API key scoped to the deployment. The deployment is found
 * by its slug (`--slug`, else the one the file's name gives), so deploying the same file again publishes
 * version 2 of the same workflow under the same URLs. Everything goes through the modules' own services.
 */
import { surfacesFor } from '@common/deployments/surfaces';
import { emailSchema, USERNAME_MAX, USERNAME_MIN } from '@common/schemas/auth';
import { KEY_SURFACES, slugSchema } from '@common/schemas/deployments';
import type { Database } from '../../db/client';
import { ImportError, importWorkflow } from '../../engine/importers';
import { NODE_MIGRATIONS } from '../../engine/nodes/node-migrations';
import type { SessionUser } from '../../http/context';
import { Conflict, Invalid } from '../../lib/errors';
import { createAccount, findUserByEmail, roleFor, usernameTaken } from '../auth';
import {
  convertWorkflowText,
  importWorkflowFile,
  ownWorkflow,
  publishedVersion,
  publishVersion,
  saveDraft,
} from '../workflows';
import {
  createDeployment,
  type DeploymentRow,
  deploymentBySlug,
  deploymentUrls,
  slugFrom,
  updateDeployment,
} from './deployments-service';
import { createApiKey } from './keys-service';

export interface DeployFileInput {
  /** The file's text and name (the name is for messages and the version's note). */
  content: string;
  fileName: string;
  owner: string;
  slug?: string;
}

export interface DeployFileContext {
  db: Database;
  now: () => Date;
  /** PUBLIC_ORIGIN, or http://localhost:PORT: the origin of the printed URLs. */
  origin: string;
  /** ADMIN_EMAILS: a new account's role follows it, as at sign-up. */
  adminEmails: readonly string[];
}

/** What `--json` prints, exactly. */
export interface DeployedFile {
  slug: string;
  version: number;
  apiKey: string;
  urls: {
    rest: string;
    webhook: string | null;
    chat: string;
    form: string;
    openai: string;
    mcp: string;
    embed: string;
  };
}

/** What the readable summary adds to the JSON (never printed with --json). */
export interface DeployReport extends DeployedFile {
  owner: { email: string; username: string; created: boolean };
  workflowId: string;
  created: boolean;
  notes: string[];
}

export const SLUG_TAKEN = (slug: string) =>
  `The slug "${slug}" belongs to another account's deployment. Choose another with --slug.`;

/** The file's own name (n8n and Dify exports carry one), else the file name without its extensions. */
function workflowName(content: string, fileName: string): string {
  const match = /"name"\s*:\s*"([^"\n]{1,120})"|^\s*name:\s*(.{1,120})$/m.exec(content);
  const named = (match?.[1] ?? match?.[2])?.trim();
  if (named) return named;
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/(\.[a-z0-9]+)+$/i, '') || 'Deployed workflow';
}

/** A username from the e-mail's local part: allowed characters only, 3 to 32 long, free (a number added). */
async function freeUsername(db: Database, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  if (base.length < USERNAME_MIN) base = `${base || 'user'}-aiz`.replace(/^-/, '');
  base = base.slice(0, USERNAME_MAX - 4);
  for (let n = 1; n <= 1000; n++) {
    const name = n === 1 ? base : `${base}${n}`;
    if (!(await usernameTaken(db, name))) return name;
  }
  throw new Conflict(`No free username near "${base}".`);
}

async function ownerOf(ctx: DeployFileContext, email: string, existing: DeploymentRow | undefined) {
  const found = await findUserByEmail(ctx.db, email);
  // Checked before an account is made, so a refused deploy leaves nothing behind.
  if (existing && existing.ownerId !== found?.id) throw new Conflict(SLUG_TAKEN(existing.slug));
  if (found) return { row: found, created: false };
  const username = await freeUsername(ctx.db, email);
  const role = roleFor(email, new Set(ctx.adminEmails));
  const { user } = await ctx.db.transaction((tx) =>
    createAccount({ db: tx, now: ctx.now }, { email, username, role }),
  );
  return { row: user, created: true };
}

export async function deployFile(ctx: DeployFileContext, input: DeployFileInput): Promise<DeployReport> {
  const email = emailSchema.safeParse(input.owner);
  if (!email.success) throw new Invalid(`--owner: "${input.owner}" is not an e-mail address.`);
  // The file is checked before anything is written, so a bad file makes no account.
  try {
    importWorkflow(input.content, { nodeMigrations: NODE_MIGRATIONS });
  } catch (error) {
    if (error instanceof ImportError) throw new Invalid(`${input.fileName}: ${error.message}`);
    throw error;
  }
  const name = workflowName(input.content, input.fileName);
  const slugText = input.slug ?? slugFrom(name);
  const slug = slugSchema.safeParse(slugText);
  if (!slug.success) throw new Invalid(`--slug "${slugText}": ${slug.error.issues[0]?.message}`);
  const existing = await deploymentBySlug(ctx.db, slug.data);
  const { row: ownerRow, created: ownerCreated } = await ownerOf(ctx, email.data, existing);
  const owner: SessionUser = { ...ownerRow, sessionId: 'aiz-cli' }; // a terminal, not a session

  const svc = { db: ctx.db, now: ctx.now, user: owner };
  const origins = { origin: ctx.origin };
  let workflowId: string;
  let notes: string[];
  if (existing) {
    // The deployment's workflow gets the file as its draft, then publishes it.
    const workflow = await ownWorkflow(ctx.db, owner.id, existing.workflowId);
    const converted = await convertWorkflowText(svc, input.content);
    await saveDraft(svc, workflow.id, { document: converted.document, revision: workflow.draftRevision });
    workflowId = workflow.id;
    notes = importNotes(converted.report);
  } else {
    const imported = await importWorkflowFile(svc, { content: input.content, name, kind: 'workflow' });
    workflowId = imported.workflow.id;
    notes = importNotes(imported.report);
  }
  const published = await publishVersion(svc, workflowId, `Deployed from ${input.fileName} (aiz deploy)`);
  const version = await publishedVersion(ctx.db, workflowId, published.number);
  const possible = surfacesFor(version.document);
  if (existing) {
    // Roll forward: the surfaces the owner chose stay, less those the new version has no trigger for.
    const kept = existing.surfaces.filter((s) => possible.includes(s));
    await updateDeployment(svc, origins, existing.id, {
      versionNumber: published.number,
      ...(kept.length === existing.surfaces.length ? {} : { surfaces: kept.length > 0 ? kept : possible }),
    });
  } else {
    await createDeployment(svc, origins, { workflowId, versionNumber: published.number, slug: slug.data });
  }
  const row: DeploymentRow = (await deploymentBySlug(ctx.db, slug.data))!;
  const key = await createApiKey(svc, {
    name: `aiz deploy ${row.slug} v${published.number}`,
    deploymentIds: [row.id],
    surfaces: [...KEY_SURFACES],
  });
  const urls = deploymentUrls(ctx.origin, row, version.document);
  return {
    slug: row.slug,
    version: published.number,
    apiKey: key.secret,
    urls: {
      rest: urls.rest,
      webhook: urls.webhook,
      chat: urls.chat,
      form: urls.form,
      openai: urls.openai,
      mcp: urls.mcp,
      embed: urls.embed,
    },
    owner: { email: owner.email, username: owner.username, created: ownerCreated },
    workflowId,
    created: !existing,
    notes,
  };
}

/** The JSON `--json` prints: exactly these keys. */
export function deployedJson(report: DeployReport): DeployedFile {
  return { slug: report.slug, version: report.version, apiKey: report.apiKey, urls: report.urls };
}

function importNotes(report: {
  format: string;
  mapped: unknown[];
  placeholders: { name: string; from: string; reason: string }[];
  warnings: string[];
}): string[] {
  if (report.format === 'aiz') return [];
  return [
    `Imported from ${report.format}: ${report.mapped.length} node(s) mapped.`,
    ...report.placeholders.map((p) => `  placeholder: ${p.name} (${p.from}): ${p.reason}`),
    ...report.warnings.map((w) => `  note: ${w}`),
  ];
}

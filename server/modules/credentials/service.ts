/**
 * A user's credentials: list, create, change and delete. Secret fields go in and never come out: answers
 * carry the fields that are not secret and a hint per secret field. A credential is its owner's alone
 * (404 to anyone else). Deleting one that a workflow uses is allowed: a run that needs it then fails with
 * a message naming the node's credential, and the builders show the slot as missing.
 */
import { randomUUID } from 'node:crypto';
import type {
  CreateCredentialInput,
  CredentialSummary,
  CredentialType,
  UpdateCredentialInput,
} from '@common/schemas/credentials';
import { and, asc, eq } from 'drizzle-orm';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { credentials } from '../../db/schema/credentials';
import { describeIssues } from '../../http/validation';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { SecretKeyring } from '../../lib/secret-box';
import type { SignedInContext } from '../../service-context';
import { type CredentialRow, openFields, parseFields, sealFields } from './sealing';
import { credentialUnreadable } from './unreadable';

export type CredentialsCtx = Pick<SignedInContext, 'db' | 'now' | 'user'> & { keys: SecretKeyring };

export const CREDENTIAL_NOT_FOUND = 'No such credential.';

export function toSummary(row: CredentialRow): CredentialSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    fields: row.fields,
    hints: row.hints,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function checkedFields(type: CredentialType, data: unknown): Record<string, string> {
  const parsed = parseFields(type, data);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues, ['data']);
    throw new Invalid(`Invalid credential: ${issues[0]?.path}: ${issues[0]?.message}`, { issues });
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

function nameTaken(err: unknown, name: string): never {
  if (pgError(err)?.code === UNIQUE_VIOLATION)
    throw new Conflict(`You already have a credential named "${name}". Choose another name.`);
  throw err;
}

export async function ownCredential(ctx: Omit<CredentialsCtx, 'keys'>, id: string): Promise<CredentialRow> {
  const [row] = await ctx.db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, id), eq(credentials.ownerId, ctx.user.id)));
  if (!row) throw new NotFound(CREDENTIAL_NOT_FOUND);
  return row;
}

export async function listCredentials(ctx: Omit<CredentialsCtx, 'keys'>): Promise<CredentialSummary[]> {
  const rows = await ctx.db
    .select()
    .from(credentials)
    .where(eq(credentials.ownerId, ctx.user.id))
    .orderBy(asc(credentials.name));
  return rows.map(toSummary);
}

export async function getCredential(ctx: CredentialsCtx, id: string): Promise<CredentialSummary> {
  return toSummary(await ownCredential(ctx, id));
}

export async function createCredential(
  ctx: CredentialsCtx,
  input: CreateCredentialInput,
): Promise<CredentialSummary> {
  const id = randomUUID();
  const at = ctx.now();
  const sealed = sealFields(ctx.keys, id, input.type, checkedFields(input.type, input.data));
  const [row] = await ctx.db
    .insert(credentials)
    .values({
      id,
      ownerId: ctx.user.id,
      name: input.name,
      type: input.type,
      ...sealed,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .catch((err) => nameTaken(err, input.name));
  return toSummary(row!);
}

export async function updateCredential(
  ctx: CredentialsCtx,
  id: string,
  input: UpdateCredentialInput,
): Promise<CredentialSummary> {
  const current = await ownCredential(ctx, id);
  const type = input.type ?? current.type;
  let sealed: ReturnType<typeof sealFields> | undefined;
  if (input.data !== undefined || type !== current.type) {
    // The same type keeps the fields left out; another type starts from nothing.
    let stored: Record<string, string> = {};
    if (type === current.type) {
      try {
        stored = openFields(ctx.keys, current);
      } catch (err) {
        throw credentialUnreadable(current.name, err);
      }
    }
    sealed = sealFields(ctx.keys, id, type, checkedFields(type, { ...stored, ...input.data }));
  }
  const [row] = await ctx.db
    .update(credentials)
    .set({ ...(input.name === undefined ? {} : { name: input.name }), type, ...sealed, updatedAt: ctx.now() })
    .where(and(eq(credentials.id, id), eq(credentials.ownerId, ctx.user.id)))
    .returning()
    .catch((err) => nameTaken(err, input.name ?? current.name));
  if (!row) throw new NotFound(CREDENTIAL_NOT_FOUND);
  return toSummary(row);
}

export async function deleteCredential(ctx: Omit<CredentialsCtx, 'keys'>, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(credentials)
    .where(and(eq(credentials.id, id), eq(credentials.ownerId, ctx.user.id)))
    .returning({ id: credentials.id });
  if (deleted.length === 0) throw new NotFound(CREDENTIAL_NOT_FOUND);
}

/** Name and type of each of the owner's credentials by id (exports name credentials, never their ids). */
export async function credentialNames(
  ctx: Pick<CredentialsCtx, 'db'>,
  ownerId: string,
): Promise<Array<{ id: string; name: string; type: CredentialType }>> {
  return ctx.db
    .select({ id: credentials.id, name: credentials.name, type: credentials.type })
    .from(credentials)
    .where(eq(credentials.ownerId, ownerId));
}

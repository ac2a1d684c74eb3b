/**
 * The port runs read credentials through: the workflow owner's credentials only, opened when a node asks,
 * once per run (the run keeps what it opened), recorded as used. Every secret value it hands out is added
 * to the run's secrets (scrubbed from the run's stored steps) and to the process's logged secrets (blanked
 * out of log lines). An OAuth2 client-credentials credential comes with its current access token.
 */
import { type CredentialData, SECRET_FIELDS } from '@common/schemas/credentials';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { credentials } from '../../db/schema/credentials';
import type { Credential, CredentialsPort, HttpPort } from '../../engine/nodes/ports';
import type { SecretKeyring } from '../../lib/secret-box';
import { loggedSecrets, SecretValues } from '../../lib/secret-values';
import { type AccessTokenCache, accessTokens, requestAccessToken } from './oauth2';
import { type CredentialRow, openFields } from './sealing';
import { credentialUnreadable } from './unreadable';

export interface CredentialsPortEnv {
  db: Database;
  now: () => Date;
  keys: SecretKeyring;
  /** The run's outbound HTTP (the SSRF guard): OAuth2 token URLs are reached through it. */
  http?: HttpPort;
  /** The run's secrets, scrubbed from what the run stores. */
  secrets?: SecretValues;
  tokens?: AccessTokenCache;
}

/** A credential as this run opened it, with its row's version (a changed credential gets a new token). */
type Opened = { credential: Credential; version: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class CredentialNotFound extends Error {
  override name = 'CredentialNotFound';
  constructor(id: string) {
    super(
      `The credential ${id} does not exist or belongs to someone else: choose one of the workflow owner's.`,
    );
  }
}

/** The values to keep out of records and logs: the secret fields, and HTTP Basic's joined pair. */
function secretValuesOf(row: CredentialRow, data: Record<string, string>): string[] {
  const values = SECRET_FIELDS[row.type].map((field) => data[field]).filter((v) => v !== undefined);
  if (row.type === 'basic') values.push(`${data.username}:${data.password}`);
  return values;
}

export function openCredentialsPort(env: CredentialsPortEnv, ownerId: string): CredentialsPort {
  const secrets = env.secrets ?? new SecretValues();
  const tokens = env.tokens ?? accessTokens;
  const opened = new Map<string, Promise<Opened>>();
  const remember = (value: string) => {
    secrets.add(value);
    loggedSecrets.add(value);
  };

  /** The stored credential, opened; its last use recorded. */
  async function open(id: string): Promise<Opened> {
    if (!UUID.test(id)) throw new CredentialNotFound(id);
    const [row] = await env.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.id, id), eq(credentials.ownerId, ownerId)));
    if (!row) throw new CredentialNotFound(id);
    let data: Record<string, string>;
    try {
      data = openFields(env.keys, row);
    } catch (err) {
      throw credentialUnreadable(row.name, err);
    }
    for (const value of secretValuesOf(row, data)) remember(value);
    await env.db.update(credentials).set({ lastUsedAt: env.now() }).where(eq(credentials.id, row.id));
    return {
      credential: { id: row.id, name: row.name, type: row.type, data },
      version: row.updatedAt.getTime(),
    };
  }

  /** An OAuth2 credential's current access token (a long run outlives a token: asked at every use). */
  async function withAccessToken({ credential: plain, version }: Opened): Promise<Credential> {
    if (plain.type !== 'oauth2ClientCredentials') return plain;
    const http = env.http;
    if (!http)
      throw new Error(
        `The credential "${plain.name}" needs outbound HTTP to fetch its access token, which is not available here.`,
      );
    const data = plain.data as CredentialData<'oauth2ClientCredentials'>;
    const token = await tokens.get(`${plain.id}:${version}`, env.now().getTime(), () =>
      requestAccessToken(http, plain.name, data, env.now().getTime()),
    );
    remember(token.accessToken);
    return { ...plain, data: { ...plain.data, accessToken: token.accessToken, tokenType: token.tokenType } };
  }

  return {
    async get(id) {
      let credential = opened.get(id);
      if (!credential) {
        credential = open(id);
        opened.set(id, credential);
      }
      try {
        return await withAccessToken(await credential);
      } catch (err) {
        // A failure is not kept: the next node run asks again.
        opened.delete(id);
        throw err;
      }
    },
  };
}

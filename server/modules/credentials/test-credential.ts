/**
 * Trying a credential before a workflow relies on it (`POST /api/credentials/{id}/test`): an OAuth2
 * client-credentials credential asks its token URL for a token; every type may send one GET or HEAD with
 * the credential applied (the URL given, else the credential's stored test URL) through the SSRF-guarded
 * client, redirects not followed (the credential must not travel to another site). The answer says what
 * happened in a sentence that never holds a secret: each secret value, and the access token, are blanked
 * out of it whatever the server or the network said.
 */
import {
  type CredentialData,
  type CredentialTestInput,
  type CredentialTestResult,
  SECRET_FIELDS,
} from '@common/schemas/credentials';
import { authenticate } from '../../engine/nodes/http-request/build-request';
import type { Credential, HttpPort } from '../../engine/nodes/ports';
import { Invalid } from '../../lib/errors';
import type { SecretKeyring } from '../../lib/secret-box';
import { requestAccessToken, TokenExchangeFailed } from './oauth2';
import { openFields } from './sealing';
import { type CredentialsCtx, ownCredential } from './service';
import { credentialUnreadable } from './unreadable';

const TEST_TIMEOUT_MS = 15_000;
/** The answer is read only for its status: a small cap is enough. */
const TEST_RESPONSE_MAX_BYTES = 64 * 1024;
const REDACTED = '[redacted]';

export type CredentialTestCtx = Omit<CredentialsCtx, 'keys'> & { keys: SecretKeyring; http: HttpPort };

/** `text` with every secret blanked out, as written and as it appears in a URL. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  const forms = secrets
    .filter((s) => s.length > 0)
    .flatMap((s) => [s, encodeURIComponent(s), new URLSearchParams({ s }).toString().slice(2)]);
  // Longest first, so a secret inside another is not left half shown.
  for (const form of [...new Set(forms)].sort((a, b) => b.length - a.length))
    out = out.split(form).join(REDACTED);
  return out;
}

const statusLine = (status: number) =>
  status >= 200 && status < 300
    ? `answered ${status}: the credential was accepted.`
    : status >= 300 && status < 400
      ? `answered ${status} (a redirect, not followed: the credential stays with this site).`
      : status === 401 || status === 403
        ? `answered ${status}: the credential was refused.`
        : `answered ${status}.`;

async function tryRequest(
  http: HttpPort,
  credential: Credential,
  url: string,
  method: 'GET' | 'HEAD',
): Promise<CredentialTestResult> {
  const request = { method, url: new URL(url), headers: { accept: '*/*' } as Record<string, string> };
  authenticate(request, credential);
  const response = await http.request({
    method,
    url: request.url.toString(),
    headers: request.headers,
    timeoutMs: TEST_TIMEOUT_MS,
    maxResponseBytes: TEST_RESPONSE_MAX_BYTES,
    followRedirects: false,
  });
  return {
    ok: response.status >= 200 && response.status < 400,
    status: response.status,
    message: `${request.url.host} ${statusLine(response.status)}`,
  };
}

/** Tries the caller's credential `id` (anyone else's is 404). A failed try is `ok: false`, not an error. */
export async function testCredential(
  ctx: CredentialTestCtx,
  id: string,
  input: CredentialTestInput,
): Promise<CredentialTestResult> {
  const row = await ownCredential(ctx, id);
  let data: Record<string, string>;
  try {
    data = openFields(ctx.keys, row);
  } catch (err) {
    throw credentialUnreadable(row.name, err);
  }
  const secrets = SECRET_FIELDS[row.type].map((f) => data[f]).filter((v): v is string => Boolean(v));
  if (row.type === 'basic') secrets.push(`${data.username}:${data.password}`);
  const url = input.url ?? data.testUrl;
  if (row.type !== 'oauth2ClientCredentials' && !url)
    throw new Invalid(
      `The credential "${row.name}" has no test URL: give the URL of a request it should be accepted at.`,
    );
  let credential: Credential = { id: row.id, name: row.name, type: row.type, data };
  try {
    if (row.type === 'oauth2ClientCredentials') {
      const token = await requestAccessToken(
        ctx.http,
        row.name,
        data as CredentialData<'oauth2ClientCredentials'>,
        ctx.now().getTime(),
      );
      secrets.push(token.accessToken);
      const lifetime =
        token.expiresAt === null
          ? ''
          : `, valid for ${Math.round((token.expiresAt - ctx.now().getTime()) / 1000)} s`;
      const gotToken = `The token URL gave an access token (${token.tokenType}${lifetime}).`;
      if (!url) return { ok: true, message: gotToken };
      credential = {
        ...credential,
        data: { ...data, accessToken: token.accessToken, tokenType: token.tokenType },
      };
      const tried = await tryRequest(ctx.http, credential, url, input.method);
      return { ...tried, message: redact(`${gotToken} ${tried.message}`, secrets) };
    }
    const tried = await tryRequest(ctx.http, credential, url as string, input.method);
    return { ...tried, message: redact(tried.message, secrets) };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const message = err instanceof TokenExchangeFailed ? reason : `The request could not be made: ${reason}`;
    return { ok: false, message: redact(message, secrets) };
  }
}

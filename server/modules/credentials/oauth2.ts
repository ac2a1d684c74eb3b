/**
 * OAuth2 client credentials (RFC 6749 §4.4): the access token is fetched from the token URL through the
 * run's outbound HTTP port (the SSRF guard applies to token URLs too) and kept until shortly before it
 * expires. One request at a time per credential: callers that ask while a token is on its way share it.
 */
import type { CredentialData } from '@common/schemas/credentials';
import type { HttpPort } from '../../engine/nodes/ports';

export interface AccessToken {
  accessToken: string;
  tokenType: string;
  /** Epoch ms; null when the server gave no lifetime (then the token is not kept). */
  expiresAt: number | null;
}

/** A token is renewed this long before it expires, so a request does not leave with a token about to die. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;
const TOKEN_REQUEST_TIMEOUT_MS = 15_000;
const TOKEN_RESPONSE_MAX_BYTES = 64 * 1024;
const MAX_CACHED_TOKENS = 10_000;

export class TokenExchangeFailed extends Error {
  override name = 'TokenExchangeFailed';
}

const form = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

function describeRefusal(status: number, body: Uint8Array): string {
  try {
    const parsed = JSON.parse(Buffer.from(body).toString('utf8')) as {
      error?: unknown;
      error_description?: unknown;
    };
    if (typeof parsed.error === 'string') {
      const description =
        typeof parsed.error_description === 'string' ? ` (${parsed.error_description.slice(0, 200)})` : '';
      return `answered ${status}: ${parsed.error.slice(0, 100)}${description}`;
    }
  } catch {
    // not JSON: the status says enough
  }
  return `answered ${status}`;
}

/** One token request; the errors name the credential and what the server said, never the secret. */
export async function requestAccessToken(
  http: HttpPort,
  name: string,
  data: CredentialData<'oauth2ClientCredentials'>,
  now: number,
): Promise<AccessToken> {
  const fields = [['grant_type', 'client_credentials']];
  if (data.scope) fields.push(['scope', data.scope]);
  if (data.audience) fields.push(['audience', data.audience]);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (data.clientAuthentication === 'body')
    fields.push(['client_id', data.clientId], ['client_secret', data.clientSecret]);
  else
    headers.authorization = `Basic ${Buffer.from(`${form(data.clientId)}:${form(data.clientSecret)}`).toString('base64')}`;

  let response: Awaited<ReturnType<HttpPort['request']>>;
  try {
    response = await http.request({
      method: 'POST',
      url: data.tokenUrl,
      headers,
      body: fields.map(([k, v]) => `${k}=${form(v!)}`).join('&'),
      timeoutMs: TOKEN_REQUEST_TIMEOUT_MS,
      maxResponseBytes: TOKEN_RESPONSE_MAX_BYTES,
      followRedirects: false,
    });
  } catch (err) {
    throw new TokenExchangeFailed(
      `The token URL of credential "${name}" could not be reached: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (response.status < 200 || response.status >= 300)
    throw new TokenExchangeFailed(
      `The token URL of credential "${name}" ${describeRefusal(response.status, response.body)}.`,
    );
  let parsed: { access_token?: unknown; token_type?: unknown; expires_in?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(response.body).toString('utf8'));
  } catch {
    throw new TokenExchangeFailed(`The token URL of credential "${name}" did not answer JSON.`);
  }
  if (typeof parsed.access_token !== 'string' || parsed.access_token === '')
    throw new TokenExchangeFailed(`The token URL of credential "${name}" answered no access_token.`);
  const lifetime = Number(parsed.expires_in);
  return {
    accessToken: parsed.access_token,
    tokenType: typeof parsed.token_type === 'string' ? parsed.token_type : 'Bearer',
    expiresAt: Number.isFinite(lifetime) && lifetime > 0 ? now + lifetime * 1000 : null,
  };
}

/** Tokens by credential and version (a changed credential gets a new token), kept until their renewal time. */
export class AccessTokenCache {
  private readonly tokens = new Map<string, AccessToken>();
  private readonly pending = new Map<string, Promise<AccessToken>>();

  async get(key: string, now: number, fetchToken: () => Promise<AccessToken>): Promise<AccessToken> {
    const kept = this.tokens.get(key);
    if (kept?.expiresAt != null && kept.expiresAt - TOKEN_RENEWAL_MARGIN_MS > now) return kept;
    this.tokens.delete(key);
    const going = this.pending.get(key);
    if (going) return going;
    const request = fetchToken()
      .then((token) => {
        if (token.expiresAt !== null) this.keep(key, token, now);
        return token;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  private keep(key: string, token: AccessToken, now: number): void {
    if (this.tokens.size >= MAX_CACHED_TOKENS)
      for (const [k, t] of this.tokens)
        if ((t.expiresAt ?? 0) - TOKEN_RENEWAL_MARGIN_MS <= now) this.tokens.delete(k);
    if (this.tokens.size >= MAX_CACHED_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(key, token);
  }
}

/** The process's tokens: runs come and go, a token outlives them. */
export const accessTokens = new AccessTokenCache();

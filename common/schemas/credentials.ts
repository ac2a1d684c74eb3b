/**
 * Credentials (issue 9 item 1): named secrets of one user that nodes use by id. Secret fields are
 * write-only: the API takes them and never answers them (only a hint such as the last four characters).
 */
import { z } from 'zod';

export const CREDENTIAL_TYPES = [
  'apiKey',
  'bearer',
  'basic',
  'header',
  'query',
  'oauth2ClientCredentials',
] as const;
export const credentialTypeSchema = z.enum(CREDENTIAL_TYPES);
export type CredentialType = z.infer<typeof credentialTypeSchema>;

export const CREDENTIAL_NAME_MAX = 120;
/** Shorter secrets cannot be told apart from ordinary text, so they could not be kept out of logs and run records. */
export const SECRET_MIN_LENGTH = 4;
export const SECRET_MAX_LENGTH = 8192;

const secret = (what: string) =>
  z
    .string()
    .min(SECRET_MIN_LENGTH, `${what} has at least ${SECRET_MIN_LENGTH} characters.`)
    .max(SECRET_MAX_LENGTH, `${what} has at most ${SECRET_MAX_LENGTH} characters.`);

/** RFC 9110 token characters. */
const headerName = z
  .string()
  .regex(
    /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/,
    "A header name is 1 to 128 letters, digits or !#$%&'*+.^_`|~-.",
  );
const parameterName = z
  .string()
  .min(1, 'Name the query parameter.')
  .max(128, 'A query parameter name has at most 128 characters.');

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `${what} is an http:// or https:// address.` }).max(2000);

/** Where `POST /api/credentials/{id}/test` sends a request when it is given no URL (not secret). */
const testUrl = httpUrl('The test URL').optional();

export const credentialDataSchemas = {
  apiKey: z
    .strictObject({
      key: secret('The key'),
      in: z.enum(['header', 'query']),
      /** The header or query parameter that carries the key. */
      name: parameterName,
      testUrl,
    })
    .refine((d) => d.in !== 'header' || headerName.safeParse(d.name).success, {
      path: ['name'],
      message: "A header name is 1 to 128 letters, digits or !#$%&'*+.^_`|~-.",
    }),
  bearer: z.strictObject({ token: secret('The token'), testUrl }),
  basic: z.strictObject({
    username: z
      .string()
      .min(1, 'Give the user name.')
      .max(256)
      .regex(
        /^[^:\r\n]*$/,
        'A user name has no ":" and no line break (HTTP Basic joins it to the password with ":").',
      ),
    password: secret('The password'),
    testUrl,
  }),
  header: z.strictObject({ name: headerName, value: secret('The header value'), testUrl }),
  query: z.strictObject({ name: parameterName, value: secret('The parameter value'), testUrl }),
  oauth2ClientCredentials: z.strictObject({
    tokenUrl: z.url({ protocol: /^https?$/, error: 'The token URL is an http:// or https:// address.' }),
    clientId: z.string().min(1, 'Give the client id.').max(1024),
    clientSecret: secret('The client secret'),
    scope: z.string().max(2048).optional(),
    audience: z.string().max(2048).optional(),
    /** How the client id and secret reach the token URL: HTTP Basic (RFC 6749's default) or form fields. */
    clientAuthentication: z.enum(['header', 'body']).optional(),
  }),
} as const;

export type CredentialData<T extends CredentialType = CredentialType> = z.output<
  (typeof credentialDataSchemas)[T]
>;

/** The fields kept encrypted and never answered; the others (a user name, a header's name) are shown. */
export const SECRET_FIELDS: { readonly [T in CredentialType]: readonly string[] } = {
  apiKey: ['key'],
  bearer: ['token'],
  basic: ['password'],
  header: ['value'],
  query: ['value'],
  oauth2ClientCredentials: ['clientSecret'],
};

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the credential a name.')
  .max(CREDENTIAL_NAME_MAX, `A credential name has at most ${CREDENTIAL_NAME_MAX} characters.`);

const createOf = <T extends CredentialType>(type: T) =>
  z.object({ name: nameSchema, type: z.literal(type), data: credentialDataSchemas[type] });

export const createCredentialSchema = z.discriminatedUnion('type', [
  createOf('apiKey'),
  createOf('bearer'),
  createOf('basic'),
  createOf('header'),
  createOf('query'),
  createOf('oauth2ClientCredentials'),
]);
export type CreateCredentialInput = z.infer<typeof createCredentialSchema>;

/**
 * Rename, or replace fields: fields left out keep their stored value. A new `type` starts from no fields,
 * so it needs every field of that type. The result is checked against the type's schema.
 */
export const updateCredentialSchema = z
  .object({
    name: nameSchema.optional(),
    type: credentialTypeSchema.optional(),
    data: z.record(z.string().max(64), z.string().max(SECRET_MAX_LENGTH)).optional(),
  })
  .refine((u) => u.name !== undefined || u.type !== undefined || u.data !== undefined, {
    message: 'Nothing to change: give a name, a type or fields.',
  });
export type UpdateCredentialInput = z.infer<typeof updateCredentialSchema>;

export const credentialSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: credentialTypeSchema,
  /** The fields that are not secret (a user name, a header's name, a token URL). */
  fields: z.record(z.string(), z.string()),
  /** Per secret field, its last four characters when it is long enough to show them safely, else null. */
  hints: z.record(z.string(), z.string().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CredentialSummary = z.infer<typeof credentialSummarySchema>;

export const credentialListSchema = z.object({ credentials: z.array(credentialSummarySchema) });

/**
 * Try a credential: an OAuth2 client-credentials credential asks its token URL for a token (and, given a
 * URL, sends a request with it); the others send a request with the credential applied to `url`, or to
 * their stored test URL.
 */
export const credentialTestSchema = z.object({
  url: httpUrl('The URL').optional(),
  method: z.enum(['GET', 'HEAD']).default('GET'),
});
export type CredentialTestInput = z.output<typeof credentialTestSchema>;

/** What the test found; `message` says it for people and never holds a secret. */
export const credentialTestResultSchema = z.object({
  ok: z.boolean(),
  /** The HTTP status of the last answer, when there was one. */
  status: z.number().int().optional(),
  message: z.string(),
});
export type CredentialTestResult = z.infer<typeof credentialTestResultSchema>;

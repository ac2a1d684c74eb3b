/**
 * The credentials module's public surface: the API routes (with `POST /{id}/test`, which tries a credential
 * through the SSRF-guarded client: test-credential.ts), the port runs use to read the workflow owner's
 * credentials (decrypted for one node, recorded as used, their values kept out of run records and logs),
 * names for export and import, and re-sealing under a new key. Tables: server/db/schema/credentials.ts.
 */

export { CredentialNotFound, type CredentialsPortEnv, openCredentialsPort } from './credentials-port';
export { type ResealReport, resealCredentials } from './reseal';
export { CREDENTIAL_TEST_LIMIT, CREDENTIAL_WRITE_LIMIT, credentialRoutes } from './routes';
export { credentialNames } from './service';

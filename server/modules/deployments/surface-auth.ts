/**
 * Who calls a key-called surface (REST, OpenAI-compatible, MCP): an API key as the bearer token, checked for
 * scope, rate and quota; or, for REST only, the signed-in owner trying it from the app. The key's secret goes
 * no further than this file: callers get the key's id.
 */
import { API_KEY_MISSING, DEPLOYMENT_NOT_FOUND, type KeySurface } from '@common/schemas/deployments';
import type { Context } from 'hono';
import type { DbOrTx } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { NotFound, Unauthorized } from '../../lib/errors';
import { type DeploymentRow, deploymentBySlug } from './deployments-service';
import { bearerToken } from './keys';
import { admitApiKey, authenticateApiKey } from './keys-service';

export interface Caller {
  userId: string;
  /** null when the signed-in owner calls from the app. */
  apiKeyId: string | null;
}

export async function liveDeployment(db: DbOrTx, slug: string): Promise<DeploymentRow> {
  const row = await deploymentBySlug(db, slug);
  if (!row) throw new NotFound(DEPLOYMENT_NOT_FOUND);
  return row;
}

/**
 * The caller of `surface` on `deployment`. `allowSession`: a signed-in user may call their own deployment
 * without a key (the fleet's "try it").
 */
export async function callerOf(
  c: Context<AppEnv>,
  db: DbOrTx,
  now: Date,
  deployment: DeploymentRow,
  surface: KeySurface,
  options: { allowSession?: boolean; startsRun?: boolean } = {},
): Promise<Caller> {
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    const key = await authenticateApiKey(db, token, now);
    await admitApiKey(db, c.get('rateLimits'), key, deployment, surface, now, options.startsRun ?? true);
    return { userId: key.userId, apiKeyId: key.id };
  }
  const user = options.allowSession ? c.get('user') : null;
  if (user && user.id === deployment.ownerId) return { userId: user.id, apiKeyId: null };
  throw new Unauthorized(API_KEY_MISSING);
}

/** The API key's caller for a surface that knows no deployment yet (`GET /v1/models`). */
export async function keyCaller(c: Context<AppEnv>, db: DbOrTx, now: Date) {
  return authenticateApiKey(db, bearerToken(c.req.header('authorization')), now);
}

/** What every CRM route does first: sign-in (401), the caller's role in the workspace (403), its bootstrap. */
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../http/context';
import { type SignedInContext, signedInContext } from '../../../service-context';
import { type CrmAccess, crmAccess } from './access';
import { ensureWorkspace } from './workspace';

export async function crmRequest(
  deps: AppDeps,
  c: Context<AppEnv>,
  workspace: string | undefined,
): Promise<{ ctx: SignedInContext; access: CrmAccess }> {
  const ctx = signedInContext(deps, c);
  const access = await crmAccess(ctx, workspace);
  await ensureWorkspace(ctx, access.ownerId);
  return { ctx, access };
}

/** What every sales route shares: the workspace query, the sales context, ids in paths, file responses. */
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../http/context';
import { serviceContext, signedInContext } from '../../../service-context';
import { type CrmAccess, crmAccess } from '../crm/access';
import type { PublicSalesContext, SalesContext } from './sales-context';

export const tags = ['Solar CRM'];
export const workspaceQuery = crmWorkspaceQuerySchema;
export const idParam = (what: string) => z.object({ id: z.uuid(`That is not a ${what} id.`) });

function salesDeps(deps: AppDeps, c: Context<AppEnv>) {
  return {
    dataDir: deps.config.dataDir,
    mail: deps.mail,
    appUrl: deps.config.publicOrigin ?? new URL(c.req.url).origin,
  };
}

/** The signed-in sales context and the caller's access to `?workspace=` (403 when not a member). */
export async function salesAccess(
  deps: AppDeps,
  c: Context<AppEnv>,
  workspace: string | undefined,
): Promise<{ ctx: SalesContext; access: CrmAccess }> {
  const ctx: SalesContext = { ...signedInContext(deps, c), ...salesDeps(deps, c) };
  return { ctx, access: await crmAccess(ctx, workspace) };
}

export function publicSalesContext(deps: AppDeps, c: Context<AppEnv>): PublicSalesContext {
  return { ...serviceContext(deps, c), ...salesDeps(deps, c) };
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileResponse(c: Context<AppEnv>, bytes: Uint8Array, name: string, mediaType: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': mediaType,
    'Content-Length': String(bytes.length),
    'Content-Disposition': attachment(name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}

export const fileContent = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: { type: 'string' as const, format: 'binary' } } },
});

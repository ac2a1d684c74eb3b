/**
 * A workspace's outbound webhooks: list them with their latest deliveries, add one (its secret made here
 * and shown once), remove one. Managers only (webhooks.manage).
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { crmWebhookInputSchema, crmWebhookSchema } from '@common/schemas/solar-crm';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { crmWebhookDeliveries, crmWebhooks } from '../../../../db/schema/solar-crm';
import { Conflict, Invalid, NotFound } from '../../../../lib/errors';
import { type Allowlist, isForbiddenAddress } from '../../../../lib/safe-http';
import type { SecretKeyring } from '../../../../lib/secret-box';
import type { ServiceContext } from '../../../../service-context';
import type { CrmAccess } from '../access';
import { newWebhookSecret, sealWebhookSecret } from './signing';

type CrmWebhook = z.infer<typeof crmWebhookSchema>;
type WebhookInput = z.infer<typeof crmWebhookInputSchema>;

export const CRM_MAX_WEBHOOKS = 20;
/** Deliveries shown per webhook. */
export const CRM_WEBHOOK_RECENT = 10;

export interface WebhookManageCtx extends ServiceContext {
  keys: SecretKeyring;
  allowlist: Allowlist;
}

type WebhookRow = typeof crmWebhooks.$inferSelect;

function view(row: WebhookRow, recent: CrmWebhook['recent']): CrmWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as CrmWebhook['events'],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    recent,
  };
}

export async function listCrmWebhooks(ctx: ServiceContext, access: CrmAccess): Promise<CrmWebhook[]> {
  access.require('webhooks.manage');
  const hooks = await ctx.db
    .select()
    .from(crmWebhooks)
    .where(eq(crmWebhooks.ownerId, access.ownerId))
    .orderBy(asc(crmWebhooks.createdAt), asc(crmWebhooks.id));
  if (hooks.length === 0) return [];
  const deliveries = await ctx.db
    .select({
      webhookId: crmWebhookDeliveries.webhookId,
      event: crmWebhookDeliveries.event,
      status: crmWebhookDeliveries.status,
      responseStatus: crmWebhookDeliveries.responseStatus,
      error: crmWebhookDeliveries.error,
      createdAt: crmWebhookDeliveries.createdAt,
      deliveredAt: crmWebhookDeliveries.deliveredAt,
    })
    .from(crmWebhookDeliveries)
    .where(
      inArray(
        crmWebhookDeliveries.webhookId,
        hooks.map((h) => h.id),
      ),
    )
    .orderBy(desc(crmWebhookDeliveries.createdAt), desc(crmWebhookDeliveries.id));
  const recent = new Map<string, CrmWebhook['recent']>();
  for (const d of deliveries) {
    const list = recent.get(d.webhookId) ?? [];
    if (list.length >= CRM_WEBHOOK_RECENT) continue;
    list.push({
      event: d.event,
      status: d.status,
      responseStatus: d.responseStatus,
      error: d.error,
      at: (d.deliveredAt ?? d.createdAt).toISOString(),
    });
    recent.set(d.webhookId, list);
  }
  return hooks.map((h) => view(h, recent.get(h.id) ?? []));
}

/** http or https only; an address written in the URL must be one deliveries may reach. */
function checkUrl(url: string, allowlist: Allowlist): void {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Invalid('A webhook URL starts with https:// (or http://).');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  const local = host === 'localhost' || (isIP(host) !== 0 && isForbiddenAddress(host));
  if (
    local &&
    !allowlist.allowsHost(host, port) &&
    !(isIP(host) !== 0 && allowlist.allowsAddress(host, port))
  )
    throw new Invalid(`Webhooks cannot call private or local addresses: ${parsed.host}.`);
}

export async function createCrmWebhook(
  ctx: WebhookManageCtx,
  access: CrmAccess,
  input: WebhookInput,
): Promise<CrmWebhook> {
  access.require('webhooks.manage');
  checkUrl(input.url, ctx.allowlist);
  const [existing] = await ctx.db
    .select({ n: count() })
    .from(crmWebhooks)
    .where(eq(crmWebhooks.ownerId, access.ownerId));
  if ((existing?.n ?? 0) >= CRM_MAX_WEBHOOKS)
    throw new Conflict(`A CRM has at most ${CRM_MAX_WEBHOOKS} webhooks: remove one first.`);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(crmWebhooks)
    .values({
      id,
      ownerId: access.ownerId,
      url: input.url,
      secretSealed: sealWebhookSecret(ctx.keys, id, secret),
      events: [...new Set(input.events)],
      createdAt: ctx.now(),
    })
    .returning();
  return { ...view(row!, []), secret };
}

export async function deleteCrmWebhook(ctx: ServiceContext, access: CrmAccess, id: string): Promise<void> {
  access.require('webhooks.manage');
  const deleted = await ctx.db
    .delete(crmWebhooks)
    .where(and(eq(crmWebhooks.id, id), eq(crmWebhooks.ownerId, access.ownerId)))
    .returning({ id: crmWebhooks.id });
  if (deleted.length === 0) throw new NotFound('There is no such webhook in this CRM.');
}

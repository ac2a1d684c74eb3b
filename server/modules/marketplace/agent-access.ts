/**
 * "Use the hosted agent": the person gets an API key of their own scoped to the listing's deployment, and an
 * install of kind `agent` records it. Access is free; each run through the key is charged the deployment's
 * price per run by the deployments module (`invokeDeployment`), the platform's fee its own transfer. The
 * secret is answered once: the same Idempotency-Key again answers the same install and key without it
 * (`replayed`), and makes no key. A person with access already gets a 409 saying so, unless they ask to
 * renew: then a new key replaces the old one, which stops working.
 */
import { randomUUID } from 'node:crypto';
import {
  type AgentAccessRequest,
  type AgentAccessResult,
  NO_HOSTED_AGENT,
} from '@common/schemas/marketplace-agent';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { marketplaceInstalls, marketplaceListings } from '../../db/schema/marketplace';
import { formatAiz } from '../../ledger';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { apiKeysByIds, type DeploymentRow, issueDeploymentKey, revokeKeyOf } from '../deployments';
import { agentInstallOf, offeredDeployment } from './agent-offer';
import { IDEMPOTENCY_KEY_REUSED } from './get-copy';
import { type ListingRow, listedBySlug } from './listing-rows';
import { addInstalls } from './search-figures';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
type InstallRow = typeof marketplaceInstalls.$inferSelect;

export const accessHeld = (prefix: string) =>
  `You have access to this agent already, with the key ${prefix}…. Make a new key to replace it.`;

function result(
  origin: string,
  deployment: DeploymentRow,
  install: Pick<InstallRow, 'id'>,
  key: { id: string; prefix: string },
  secret: string | null,
): AgentAccessResult {
  return {
    installId: install.id,
    key: { id: key.id, prefix: key.prefix },
    secret,
    deployment: deployment.slug,
    pricePerRun: formatAiz(BigInt(deployment.priceBaseUnits)),
    urls: {
      rest: deployment.surfaces.includes('rest') ? `${origin}/api/run/${deployment.slug}` : null,
      openai: deployment.surfaces.includes('openai') ? `${origin}/v1` : null,
    },
    replayed: secret === null,
  };
}

async function installByKey(db: DbOrTx, buyerId: string, key: string): Promise<InstallRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceInstalls)
    .where(and(eq(marketplaceInstalls.buyerId, buyerId), eq(marketplaceInstalls.idempotencyKey, key)));
  return row;
}

/** An earlier request's answer, without the secret (it is not kept). */
async function replay(db: DbOrTx, origin: string, slug: string, install: InstallRow) {
  const [listing] = await db
    .select()
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, install.listingId));
  if (listing?.slug !== slug || install.kind !== 'agent' || !install.apiKeyId) {
    throw new Conflict(IDEMPOTENCY_KEY_REUSED);
  }
  const deployment = await offeredDeployment(db, listing, NO_HOSTED_AGENT);
  const [key] = await apiKeysByIds(db, [install.apiKeyId]);
  if (!key) throw new Conflict(IDEMPOTENCY_KEY_REUSED);
  return result(origin, deployment, install, key, null);
}

const keyName = (listing: ListingRow) => `Marketplace: ${listing.title}`;

export async function getAgentAccess(
  ctx: Ctx,
  origin: string,
  slug: string,
  request: AgentAccessRequest,
  idempotencyKey: string | null = null,
): Promise<AgentAccessResult> {
  const buyerId = ctx.user.id;
  if (idempotencyKey) {
    const earlier = await installByKey(ctx.db, buyerId, idempotencyKey);
    if (earlier) return replay(ctx.db, origin, slug, earlier);
  }
  const listing = await listedBySlug(ctx.db, slug);
  const deployment = await offeredDeployment(ctx.db, listing, NO_HOSTED_AGENT);
  const held = await agentInstallOf(ctx.db, listing.id, buyerId);
  const at = ctx.now();
  try {
    if (held) {
      const [old] = held.apiKeyId ? await apiKeysByIds(ctx.db, [held.apiKeyId]) : [];
      if (old && !old.revokedAt && !request.renew)
        throw new Conflict(accessHeld(old.prefix), { key: old.prefix });
      return await ctx.db.transaction(async (tx) => {
        if (old) await revokeKeyOf(tx, buyerId, old.id, at);
        const created = await issueDeploymentKey(tx, {
          userId: buyerId,
          deploymentId: deployment.id,
          name: keyName(listing),
          now: at,
        });
        // The renewing request's key now names this install: its retry answers it again, with no new key.
        await tx
          .update(marketplaceInstalls)
          .set({ apiKeyId: created.key.id, ...(idempotencyKey ? { idempotencyKey } : {}) })
          .where(eq(marketplaceInstalls.id, held.id));
        return result(origin, deployment, held, created.key, created.secret);
      });
    }
    return await ctx.db.transaction(async (tx) => {
      const created = await issueDeploymentKey(tx, {
        userId: buyerId,
        deploymentId: deployment.id,
        name: keyName(listing),
        now: at,
      });
      const install = { id: randomUUID() };
      await tx.insert(marketplaceInstalls).values({
        id: install.id,
        listingId: listing.id,
        buyerId,
        workflowId: null,
        paidBaseUnits: '0',
        idempotencyKey,
        kind: 'agent',
        versionNumber: null,
        apiKeyId: created.key.id,
        createdAt: at,
      });
      await addInstalls(tx, listing.id, 1);
      return result(origin, deployment, install, created.key, created.secret);
    });
  } catch (err) {
    // The same key raced in from a second request (or named another install): answer that one.
    if (pgError(err)?.code === UNIQUE_VIOLATION && idempotencyKey) {
      const earlier = await installByKey(ctx.db, buyerId, idempotencyKey);
      if (earlier) return replay(ctx.db, origin, slug, earlier);
    }
    throw err;
  }
}

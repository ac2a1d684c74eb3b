/**
 * A listing's hosted agent: which deployment a creator may offer (their own, active, serving the listed
 * workflow, callable with a key), the offer as cards show it (the deployment's own price per run, read
 * live, never copied), and what the person asking has of it (their key, their trial messages).
 */
import { DEPLOYMENT_NOT_FOUND, KEY_SURFACES, type KeySurface } from '@common/schemas/deployments';
import type { CreateListingInput } from '@common/schemas/marketplace';
import {
  type ListingAgentOffer,
  type MyAgentAccess,
  NO_OFFER,
  TRIAL_NEEDS_AGENT,
} from '@common/schemas/marketplace-agent';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  marketplaceInstalls,
  type marketplaceListings,
  marketplaceTrials,
} from '../../db/schema/marketplace';
import { formatAiz } from '../../ledger';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { apiKeysByIds, type DeploymentRow, deploymentsByIds } from '../deployments';

export const DEPLOYMENT_NOT_OFFERABLE = 'There is no such deployment, or it is not yours.';
export const DEPLOYMENT_OF_ANOTHER_WORKFLOW =
  'That deployment serves another workflow: offer the deployment of the workflow you list.';
export const DEPLOYMENT_NOT_ACTIVE = 'That deployment is paused: resume it in the fleet before you offer it.';
export const DEPLOYMENT_WITHOUT_KEY_SURFACE =
  'Buyers call a hosted agent with a key: turn on REST, OpenAI-compatible or MCP for that deployment first.';

// Not listing-rows' (which reads the offers for its cards): the row's type, from the table.
type ListingRow = typeof marketplaceListings.$inferSelect;

const invalid = (path: string, message: string) => new Invalid(message, { issues: [{ path, message }] });

/** The key surfaces a deployment serves (a buyer's key calls it through these). */
export const keySurfacesOf = (deployment: Pick<DeploymentRow, 'surfaces'>): KeySurface[] =>
  KEY_SURFACES.filter((s) => deployment.surfaces.includes(s));

/** The offers a new listing makes, checked: at least one, and the deployment one the creator may offer. */
export async function checkedOffers(
  db: DbOrTx,
  creatorId: string,
  workflowId: string,
  input: Pick<CreateListingInput, 'offersCopy' | 'deploymentId' | 'trialMessagesPerPerson' | 'trialBudget'>,
): Promise<{ deploymentId: string | null; trialMessagesPerPerson: number; trialMessagesLeft: number }> {
  if (!input.offersCopy && !input.deploymentId) throw invalid('deploymentId', NO_OFFER);
  if (!input.deploymentId) {
    if (input.trialMessagesPerPerson > 0 || input.trialBudget > 0) {
      throw invalid('trialMessagesPerPerson', TRIAL_NEEDS_AGENT);
    }
    return { deploymentId: null, trialMessagesPerPerson: 0, trialMessagesLeft: 0 };
  }
  if (input.trialMessagesPerPerson > 0 && input.trialBudget < input.trialMessagesPerPerson) {
    throw invalid(
      'trialBudget',
      'The trial budget pays for every free message: make it at least one person’s.',
    );
  }
  const [deployment] = await deploymentsByIds(db, [input.deploymentId]);
  // Someone else's is not told apart from none.
  if (!deployment || deployment.ownerId !== creatorId) throw new NotFound(DEPLOYMENT_NOT_OFFERABLE);
  if (deployment.workflowId !== workflowId) throw new Conflict(DEPLOYMENT_OF_ANOTHER_WORKFLOW);
  if (deployment.status !== 'active') throw new Conflict(DEPLOYMENT_NOT_ACTIVE);
  if (keySurfacesOf(deployment).length === 0) throw new Conflict(DEPLOYMENT_WITHOUT_KEY_SURFACE);
  return {
    deploymentId: deployment.id,
    trialMessagesPerPerson: input.trialMessagesPerPerson,
    trialMessagesLeft: input.trialMessagesPerPerson > 0 ? input.trialBudget : 0,
  };
}

/** The hosted agent of each listing that offers one (and whose deployment still exists), by listing id. */
export async function agentOffers(
  db: DbOrTx,
  rows: Pick<ListingRow, 'id' | 'deploymentId' | 'trialMessagesPerPerson' | 'trialMessagesLeft'>[],
): Promise<Map<string, ListingAgentOffer>> {
  const ids = [...new Set(rows.flatMap((r) => (r.deploymentId ? [r.deploymentId] : [])))];
  const deployments = new Map((await deploymentsByIds(db, ids)).map((d) => [d.id, d]));
  const offers = new Map<string, ListingAgentOffer>();
  for (const row of rows) {
    const deployment = row.deploymentId ? deployments.get(row.deploymentId) : undefined;
    if (!deployment) continue;
    offers.set(row.id, {
      deployment: deployment.slug,
      pricePerRun: formatAiz(BigInt(deployment.priceBaseUnits)),
      trialMessagesPerPerson: row.trialMessagesPerPerson,
      trialOpen: row.trialMessagesPerPerson > 0 && row.trialMessagesLeft > 0,
    });
  }
  return offers;
}

/** The listing's deployment, or 409 with `message` when it offers none (or the deployment is gone). */
export async function offeredDeployment(db: DbOrTx, listing: ListingRow, message: string) {
  const [deployment] = listing.deploymentId ? await deploymentsByIds(db, [listing.deploymentId]) : [];
  if (!deployment) throw new Conflict(message || DEPLOYMENT_NOT_FOUND);
  return deployment;
}

/** The person's newest agent install of a listing, if any. */
export async function agentInstallOf(db: DbOrTx, listingId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(marketplaceInstalls)
    .where(
      and(
        eq(marketplaceInstalls.listingId, listingId),
        eq(marketplaceInstalls.buyerId, buyerId),
        eq(marketplaceInstalls.kind, 'agent'),
      ),
    )
    .orderBy(desc(marketplaceInstalls.createdAt))
    .limit(1);
  return row;
}

/** What `userId` has of the listing's hosted agent: the key (prefix only) and the trial messages used. */
export async function myAgentAccess(
  db: DbOrTx,
  listing: ListingRow,
  userId: string,
): Promise<MyAgentAccess | null> {
  if (!listing.deploymentId) return null;
  const install = await agentInstallOf(db, listing.id, userId);
  const [key] = install?.apiKeyId ? await apiKeysByIds(db, [install.apiKeyId]) : [];
  const [trial] = await db
    .select({ used: marketplaceTrials.messagesUsed })
    .from(marketplaceTrials)
    .where(and(eq(marketplaceTrials.listingId, listing.id), eq(marketplaceTrials.userId, userId)));
  return {
    key: key
      ? { id: key.id, prefix: key.prefix, revoked: key.revokedAt !== null, createdAt: key.createdAt }
      : null,
    trialMessagesUsed: trial?.used ?? 0,
  };
}

/**
 * "Try it": a signed-in person sends a few free messages to a listing's hosted agent. Each message is first
 * taken from the person's allowance and the creator's trial budget in one transaction, each by a single
 * `UPDATE … WHERE <left> RETURNING` (so concurrent messages never spend past either), then the deployment
 * runs as the creator's own call: no one is charged, and the creator pays the provider's cost. A message
 * whose run could not start is given back.
 */
import { randomUUID } from 'node:crypto';
import type { DeploymentSurface } from '@common/schemas/deployments';
import {
  NO_TRIAL,
  TRIAL_BUDGET_SPENT,
  type TrialAnswer,
  type TrialMessage,
  trialUsedMessage,
} from '@common/schemas/marketplace-agent';
import { answerText, chatOutputOf } from '@common/workflow/chat-answer';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceListings, marketplaceTrials } from '../../db/schema/marketplace';
import { Conflict, ServiceError } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { DeploymentPaused, invokeDeployment } from '../deployments';
import type { RunEnv } from '../workflows';
import { offeredDeployment } from './agent-offer';
import { type ListingRow, listedBySlug } from './listing-rows';

/** A person's free messages are used: they may go on by paying per run (402, like a run they cannot pay). */
export class TrialUsed extends ServiceError {
  constructor(allowance: number) {
    super(402, 'payment_required', trialUsedMessage(allowance), { allowance });
  }
}

/** The surface a trial message runs on: chat-like first (a chat trigger gets the message). */
const TRIAL_SURFACES: DeploymentSurface[] = ['openai', 'rest', 'mcp'];

/** Takes one message from the person's allowance and the creator's budget; answers the person's left. */
async function spend(db: DbOrTx, listing: ListingRow, userId: string, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(marketplaceTrials)
      .values({ listingId: listing.id, userId, messagesUsed: 0, updatedAt: at })
      .onConflictDoNothing();
    const [mine] = await tx
      .update(marketplaceTrials)
      .set({ messagesUsed: sql`${marketplaceTrials.messagesUsed} + 1`, updatedAt: at })
      .where(
        and(
          eq(marketplaceTrials.listingId, listing.id),
          eq(marketplaceTrials.userId, userId),
          lt(marketplaceTrials.messagesUsed, listing.trialMessagesPerPerson),
        ),
      )
      .returning({ used: marketplaceTrials.messagesUsed });
    if (!mine) throw new TrialUsed(listing.trialMessagesPerPerson);
    const [budget] = await tx
      .update(marketplaceListings)
      .set({ trialMessagesLeft: sql`${marketplaceListings.trialMessagesLeft} - 1` })
      .where(and(eq(marketplaceListings.id, listing.id), gt(marketplaceListings.trialMessagesLeft, 0)))
      .returning({ left: marketplaceListings.trialMessagesLeft });
    // Thrown inside the transaction: the person's message is not taken either.
    if (!budget) throw new Conflict(TRIAL_BUDGET_SPENT);
    return listing.trialMessagesPerPerson - mine.used;
  });
}

/** Gives a message back when its run could not start. */
async function giveBack(db: DbOrTx, listing: ListingRow, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(marketplaceTrials)
      .set({ messagesUsed: sql`greatest(${marketplaceTrials.messagesUsed} - 1, 0)` })
      .where(and(eq(marketplaceTrials.listingId, listing.id), eq(marketplaceTrials.userId, userId)));
    await tx
      .update(marketplaceListings)
      .set({ trialMessagesLeft: sql`${marketplaceListings.trialMessagesLeft} + 1` })
      .where(eq(marketplaceListings.id, listing.id));
  });
}

export async function tryAgent(
  ctx: Pick<SignedInContext, 'user'>,
  env: RunEnv,
  slug: string,
  { message, sessionId = randomUUID() }: TrialMessage,
): Promise<TrialAnswer> {
  const listing = await listedBySlug(env.db, slug);
  if (listing.trialMessagesPerPerson <= 0) throw new Conflict(NO_TRIAL);
  const deployment = await offeredDeployment(env.db, listing, NO_TRIAL);
  if (deployment.status === 'paused') throw new DeploymentPaused();
  const surface = TRIAL_SURFACES.find((s) => deployment.surfaces.includes(s));
  if (!surface) throw new Conflict(NO_TRIAL);

  const messagesLeft = await spend(env.db, listing, ctx.user.id, env.now());
  let invoked: Awaited<ReturnType<typeof invokeDeployment>>;
  try {
    // The creator's own call: never charged (the owner calls for free).
    invoked = await invokeDeployment(env, {
      deployment,
      surface,
      input: { message, sessionId },
      callerId: listing.creatorId,
      apiKeyId: null,
    });
  } catch (err) {
    await giveBack(env.db, listing, ctx.user.id);
    throw err;
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deployment.timeoutMs);
  });
  const record = await Promise.race([invoked.done.catch(() => null), timedOut]).finally(() =>
    clearTimeout(timer),
  );
  const succeeded = record?.status === 'succeeded';
  return {
    runId: invoked.runId,
    sessionId,
    text: succeeded ? answerText(chatOutputOf(record.result)) : null,
    error: succeeded
      ? null
      : (record?.error?.message ??
        (record ? 'The agent could not answer this message.' : 'The agent is taking too long to answer.')),
    messagesLeft,
  };
}

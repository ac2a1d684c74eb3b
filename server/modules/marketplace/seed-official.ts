/**
 * A living catalogue on a fresh install (issue 21, item 8): the platform's own workflow templates listed
 * free by an official account, made through the same services as anyone's listing (a workflow, its
 * published version 1, the listing) and marked `official`. No reviews, sales or figures are made up: a
 * new listing has 0 installs and no rating. Idempotent: a template already listed is left as it is.
 *
 * The official account cannot sign in: its address is on `.invalid`, which no mail reaches.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceListings } from '../../db/schema/marketplace';
import type { SessionUser } from '../../http/context';
import type { Logger } from '../../lib/logger';
import { ensureSystemAccount } from '../auth';
import { buildTemplate, TEMPLATES } from '../templates';
import { createWorkflow, publishVersion } from '../workflows';
import { createListing } from './create-listing';

export const OFFICIAL_USERNAME = 'aiz-platform';
export const OFFICIAL_EMAIL = 'official@aiz-platform.invalid';

/** The template's category as a listing's (the template list has its own words). */
const CATEGORY: Readonly<Record<string, 'customer-support' | 'sales' | 'content' | 'operations' | 'data'>> = {
  Support: 'customer-support',
  Sales: 'sales',
  Content: 'content',
  Data: 'data',
};
const categoryOf = (category: string) => CATEGORY[category] ?? 'operations';

/** The workflow's tag that says which template it lists (a tag is at most 40 characters). */
const tagOf = (templateId: string) => `official:${templateId}`;

async function officialUser(db: DbOrTx, now: Date): Promise<SessionUser | null> {
  const row = await ensureSystemAccount(db, { email: OFFICIAL_EMAIL, username: OFFICIAL_USERNAME }, now);
  return row ? { ...row, sessionId: 'official-seed' } : null;
}

export async function seedOfficialListings(
  db: DbOrTx,
  now: () => Date,
  log?: Pick<Logger, 'warn'>,
): Promise<{ listed: number; kept: number }> {
  const user = await officialUser(db, now());
  if (!user) {
    // Someone took the name first (the e-mail is unique, the username too): nothing is listed as official.
    log?.warn('official listings skipped: the username is taken', { username: OFFICIAL_USERNAME });
    return { listed: 0, kept: 0 };
  }
  const ctx = { db, now, user };
  let listed = 0;
  let kept = 0;
  for (const definition of TEMPLATES) {
    // Keyed by its name: a renamed template is listed again under its new name (the old listing stays).
    const [done] = await db
      .select({ id: marketplaceListings.id })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.creatorId, user.id), eq(marketplaceListings.title, definition.name)));
    if (done) {
      kept += 1;
      continue;
    }
    const { document, pattern } = buildTemplate(definition);
    const workflow = await createWorkflow(ctx, {
      name: definition.name,
      description: definition.description,
      tags: ['template', tagOf(definition.id)],
      kind: pattern.kind,
      document,
    });
    await publishVersion(ctx, workflow.id, 'The platform template, as listed.');
    const listing = await createListing(ctx, {
      workflowId: workflow.id,
      versionNumber: 1,
      title: definition.name,
      summary: definition.description,
      readme: `A template made by the AIZ Platform team. Get a copy, fill in your own addresses and credentials, test it, and publish it as yours.`,
      category: categoryOf(definition.category),
      tags: [definition.category.toLowerCase(), 'template'],
      price: '0',
    });
    await db
      .update(marketplaceListings)
      .set({ official: true })
      .where(eq(marketplaceListings.id, listing.id));
    listed += 1;
  }
  return { listed, kept };
}

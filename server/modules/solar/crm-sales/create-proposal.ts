/**
 * One click: the three options for a deal from its property (use or bill), the site model at its ZIP code, the
 * workspace's pricing and plan, and optionally a roof design of the deal (option B then takes the design's
 * size and production). Versions count 1, 2, … per deal; a new version voids the older unsigned ones and their
 * pending signature links.
 */
import {
  PROPOSAL_DEFAULT_FINANCE,
  PROPOSAL_DEFAULT_MODULE_WATTS,
  type Proposal,
  type ProposalCreateInput,
} from '@common/schemas/solar-proposals';
import { buildProposal, type ProposalDesign } from '@common/solar/proposal';
import { and, desc, eq, inArray, isNull, max, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../../db/errors';
import {
  crmActivities,
  crmDeals,
  crmProposals,
  crmSignatureRequests,
  solarDesigns,
} from '../../../db/schema/solar-crm';
import { Conflict, Invalid, NotFound } from '../../../lib/errors';
import type { CrmAccess } from '../crm/access';
import { dealForSale } from './deal-for-sale';
import { storedOptions, toProposal } from './proposal-view';
import type { SalesContext } from './sales-context';
import { siteModel } from './site-model';
import { readWorkspaceSettings } from './workspace-settings';

/** What a saved design's summary must say for a proposal to use it (the designer computes it on save). */
const designSummary = z.object({
  panelCount: z.number().int().positive(),
  kwDc: z.number().positive(),
  annualKwh: z.number().positive(),
});

async function designFor(
  db: DbOrTx,
  ownerId: string,
  dealId: string,
  designId: string,
): Promise<ProposalDesign> {
  const [row] = await db
    .select({ dealId: solarDesigns.dealId, summary: solarDesigns.summary })
    .from(solarDesigns)
    .where(and(eq(solarDesigns.id, designId), eq(solarDesigns.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound('There is no such design in this CRM.');
  if (row.dealId !== dealId)
    throw new Invalid('That design belongs to another deal: attach it to this deal first.');
  const summary = designSummary.safeParse(row.summary);
  if (!summary.success)
    throw new Invalid(
      'The design has no panels or no modelled production yet: finish it in the designer first.',
    );
  return { systemKw: summary.data.kwDc, panels: summary.data.panelCount, annualKwh: summary.data.annualKwh };
}

/**
 * The deal's design a proposal uses when none is named: the one attached to the deal most recently saved
 * with panels and modelled production (the designer's "Attach to deal"); null when the deal has none.
 */
async function latestDesignOf(db: DbOrTx, ownerId: string, dealId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: solarDesigns.id, summary: solarDesigns.summary })
    .from(solarDesigns)
    .where(and(eq(solarDesigns.ownerId, ownerId), eq(solarDesigns.dealId, dealId)))
    .orderBy(desc(solarDesigns.updatedAt))
    .limit(10);
  return rows.find((r) => designSummary.safeParse(r.summary).success)?.id;
}

export async function createProposal(
  ctx: SalesContext,
  access: CrmAccess,
  dealId: string,
  input: ProposalCreateInput,
): Promise<Proposal> {
  access.require('proposals.write');
  const { deal, property } = await dealForSale(ctx.db, access.ownerId, dealId);
  if (deal.status === 'lost')
    throw new Conflict('This deal is lost or cancelled: reopen it before proposing.');
  const site = siteModel(ctx, property?.zip ?? null);
  const settings = await readWorkspaceSettings(ctx.db, access.ownerId, ctx.log);
  const designId = input.designId ?? (await latestDesignOf(ctx.db, access.ownerId, dealId));
  const design = designId ? await designFor(ctx.db, access.ownerId, dealId, designId) : undefined;
  const rate = input.rate ?? site.rate;
  const annualUseKwh =
    input.annualUseKwh ?? (input.monthlyBillCents ? undefined : (property?.annualKwh ?? undefined));
  const monthlyBillCents = input.monthlyBillCents ?? property?.monthlyBillCents ?? undefined;
  const financeTerms = input.finance ?? PROPOSAL_DEFAULT_FINANCE;
  const built = buildProposal({
    annualUseKwh: annualUseKwh && annualUseKwh > 0 ? annualUseKwh : undefined,
    monthlyBill: monthlyBillCents ? monthlyBillCents / 100 : undefined,
    rate,
    specificYield: site.specificYield,
    pricing: settings.pricing,
    commission: settings.commission,
    pricePerWatt: input.pricePerWatt,
    moduleWatts: input.moduleWatts ?? PROPOSAL_DEFAULT_MODULE_WATTS,
    finance: financeTerms,
    installYear: ctx.now().getUTCFullYear(),
    design,
  });
  if (!built.ok) throw new Invalid(built.message);
  const assumptions = [
    ...built.assumptions,
    `Production: ${Math.round(site.specificYield).toLocaleString('en-US')} kWh a year per kW DC at ${site.station} (typical-year weather); shading and the roof change the real figure.`,
  ];
  if (input.finance === undefined)
    assumptions.push(
      'The finance terms are example terms, not an offer: enter the lender’s and provider’s quotes.',
    );
  const context = {
    site: {
      annualUseKwh: built.annualUseKwh,
      usageBasis: built.usageBasis,
      rate,
      rateSource: input.rate === undefined ? site.rateSource : 'given',
      specificYield: Math.round(site.specificYield * 10) / 10,
      state: property?.state ?? site.state,
      zip: property?.zip ?? null,
      station: site.station,
    },
    financeTerms,
    assumptions,
  };
  const row = await insertVersion(ctx, access, dealId, storedOptions(built.options, context), designId);
  // Proposing is the closer's work: a deal with no closer yet gets the one who proposes (their commission).
  await ctx.db
    .update(crmDeals)
    .set({ closerId: access.userId })
    .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, access.ownerId), isNull(crmDeals.closerId)));
  return toProposal(row, 'full', null);
}

async function insertVersion(
  ctx: SalesContext,
  access: CrmAccess,
  dealId: string,
  options: Record<string, unknown>[],
  designId: string | undefined,
) {
  const now = ctx.now();
  try {
    return await insertVersionOnce(ctx, access, dealId, options, designId, now);
  } catch (error) {
    if (pgError(error)?.code !== UNIQUE_VIOLATION) throw error;
    throw new Conflict(
      'Another proposal for this deal was created at the same moment: reload and try again.',
    );
  }
}

function insertVersionOnce(
  ctx: SalesContext,
  access: CrmAccess,
  dealId: string,
  options: Record<string, unknown>[],
  designId: string | undefined,
  now: Date,
) {
  return ctx.db.transaction(async (tx) => {
    const [signed] = await tx
      .select({ version: crmProposals.version })
      .from(crmProposals)
      .where(and(eq(crmProposals.dealId, dealId), eq(crmProposals.status, 'signed')))
      .limit(1);
    if (signed) throw new Conflict(`This deal's proposal version ${signed.version} is already signed.`);
    const [last] = await tx
      .select({ version: max(crmProposals.version) })
      .from(crmProposals)
      .where(eq(crmProposals.dealId, dealId));
    const [created] = await tx
      .insert(crmProposals)
      .values({
        ownerId: access.ownerId,
        dealId,
        version: (last?.version ?? 0) + 1,
        options,
        designId: designId ?? null,
        createdBy: access.userId,
        createdAt: now,
      })
      .returning();
    const older = await tx
      .update(crmProposals)
      .set({ status: 'void' })
      .where(
        and(
          eq(crmProposals.dealId, dealId),
          ne(crmProposals.id, created!.id),
          inArray(crmProposals.status, ['draft', 'sent']),
        ),
      )
      .returning({ id: crmProposals.id });
    if (older.length > 0)
      await tx
        .update(crmSignatureRequests)
        .set({ status: 'void' })
        .where(
          and(
            inArray(
              crmSignatureRequests.proposalId,
              older.map((o) => o.id),
            ),
            eq(crmSignatureRequests.status, 'pending'),
          ),
        );
    await tx.insert(crmActivities).values({
      ownerId: access.ownerId,
      dealId,
      kind: 'proposal_created',
      body: `Proposal version ${created!.version} created.`,
      data: { proposalId: created!.id, version: created!.version },
      byUserId: access.userId,
      at: now,
    });
    return created!;
  });
}

/**
 * saveLead: what Solara learned in one conversation becomes (or updates) the owner's lead. One lead per
 * (owner, conversation), race-safe through the unique index: contact, property and answers merge key by
 * key in SQL (`||`), so two saves of one conversation never lose each other's keys; the score is then
 * computed from the merged row, in the same transaction. After the commit the lead is synced into the owner's
 * CRM (crm/lead-sync.ts), whose failure is logged and never fails the save.
 */
import {
  type SolarLeadAnswers,
  type SolarLeadInput,
  solarLeadInputSchema,
} from '@common/schemas/solar-leads';
import { eq, sql } from 'drizzle-orm';
import { FOREIGN_KEY_VIOLATION, pgError } from '../../../db/errors';
import { solarLeads } from '../../../db/schema/solar';
import { Invalid } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { syncLeadToCrm } from '../crm/lead-sync';
import { scoreLead } from './lead-score';
import { parseInput } from './parse-input';

/** The answers the score reads: the property's ownership, roof and shade unless the answers say otherwise. */
export function scoredAnswers(
  property: SolarLeadInput['property'] = {},
  answers: SolarLeadAnswers = {},
): SolarLeadAnswers {
  const fromProperty: SolarLeadAnswers = {};
  if (property.ownership !== undefined) fromProperty.ownership = property.ownership;
  if (property.roofAgeYears !== undefined) fromProperty.roofAgeYears = property.roofAgeYears;
  if (property.shade !== undefined) fromProperty.shade = property.shade;
  if (property.homeType !== undefined) fromProperty.homeType = property.homeType;
  return { ...fromProperty, ...answers };
}

export async function saveLead(
  ctx: ServiceContext,
  input: SolarLeadInput,
): Promise<{ leadId: string; score: number }> {
  const lead = parseInput(solarLeadInputSchema, input);
  const now = ctx.now();
  const given = (v: unknown) => (v === undefined ? sql`false` : sql`true`);
  let saved: { leadId: string; score: number };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(solarLeads)
        .values({
          ownerId: lead.ownerId,
          deploymentId: lead.deploymentId ?? null,
          conversationId: lead.conversationId,
          contact: lead.contact ?? {},
          property: lead.property ?? {},
          answers: lead.answers ?? {},
          estimate: lead.estimate ?? null,
          transcript: lead.transcript ?? [],
          consentText: lead.consentText ?? null,
          consentAt: lead.consentText ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [solarLeads.ownerId, solarLeads.conversationId],
          set: {
            deploymentId: sql`case when ${given(lead.deploymentId)} then excluded.deployment_id else ${solarLeads.deploymentId} end`,
            contact: sql`${solarLeads.contact} || excluded.contact`,
            property: sql`${solarLeads.property} || excluded.property`,
            answers: sql`${solarLeads.answers} || excluded.answers`,
            estimate: sql`case when ${given(lead.estimate)} then excluded.estimate else ${solarLeads.estimate} end`,
            transcript: sql`case when ${given(lead.transcript)} then excluded.transcript else ${solarLeads.transcript} end`,
            consentText: sql`coalesce(excluded.consent_text, ${solarLeads.consentText})`,
            consentAt: sql`case when excluded.consent_text is null or excluded.consent_text is not distinct from ${solarLeads.consentText} then ${solarLeads.consentAt} else excluded.consent_at end`,
            updatedAt: now,
          },
        })
        .returning({
          id: solarLeads.id,
          contact: solarLeads.contact,
          property: solarLeads.property,
          answers: solarLeads.answers,
        });
      const score = scoreLead(scoredAnswers(row!.property, row!.answers), row!.contact);
      await tx.update(solarLeads).set({ score }).where(eq(solarLeads.id, row!.id));
      return { leadId: row!.id, score };
    });
  } catch (err) {
    if (pgError(err)?.code === FOREIGN_KEY_VIOLATION)
      throw new Invalid('There is no such owner or deployment for this lead.');
    throw err;
  }
  // The lead's contact and deal in the owner's CRM; logs its own failure, never fails the save.
  await syncLeadToCrm(ctx, saved.leadId);
  return saved;
}

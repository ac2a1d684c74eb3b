/**
 * POST /import/preview and /import: what a file would do, and doing it. The import writes in one
 * transaction (all rows or none), in batches; deals go to the chosen pipeline's first stage, each with a
 * stage change (its entry into the pipeline, for the reports) and an `import` activity. `deal.created` is
 * emitted for each new deal after the commit.
 */
import { randomUUID } from 'node:crypto';
import type {
  crmImportInputSchema,
  crmImportPreviewSchema,
  crmImportResultSchema,
} from '@common/schemas/solar-crm';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../../db/client';
import {
  crmActivities,
  crmContacts,
  crmDealStageChanges,
  crmDeals,
  crmPipelines,
  crmProperties,
  crmStages,
} from '../../../../db/schema/solar-crm';
import { NotFound } from '../../../../lib/errors';
import type { SignedInContext } from '../../../../service-context';
import type { CrmAccess } from '../access';
import { emitCrmEvent } from '../events';
import { type PreparedImport, prepareImport } from './prepare-import';
import type { ImportRow } from './read-rows';

type ImportInput = z.output<typeof crmImportInputSchema>;
type ImportPreview = z.infer<typeof crmImportPreviewSchema>;
type ImportResult = z.infer<typeof crmImportResultSchema>;

const PREVIEW_SAMPLE_ROWS = 5;
const INSERT_BATCH = 500;

export async function previewCrmImport(
  ctx: SignedInContext,
  access: CrmAccess,
  input: ImportInput,
): Promise<ImportPreview> {
  access.require('import.run');
  const prepared = await prepareImport(ctx.db, access.ownerId, input);
  return {
    headers: prepared.headers,
    rows: prepared.rows.length,
    invalid: prepared.invalid,
    duplicates: prepared.duplicates,
    sample: prepared.rows.slice(0, PREVIEW_SAMPLE_ROWS).map((r) => r.values),
  };
}

async function firstStage(db: DbOrTx, ownerId: string, pipelineId: string) {
  const [stage] = await db
    .select({ id: crmStages.id, kind: crmStages.kind })
    .from(crmStages)
    .innerJoin(crmPipelines, eq(crmPipelines.id, crmStages.pipelineId))
    .where(and(eq(crmPipelines.id, pipelineId), eq(crmPipelines.ownerId, ownerId)))
    .orderBy(asc(crmStages.position))
    .limit(1);
  if (!stage) throw new NotFound('There is no such pipeline in this CRM.');
  return stage;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

/** Writes a duplicate row into the contact it repeats: the row's non-empty fields win. */
async function updateContact(tx: DbOrTx, ownerId: string, contactId: string, row: ImportRow, now: Date) {
  await tx
    .update(crmContacts)
    .set({ ...row.contact, updatedAt: now })
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.ownerId, ownerId)));
  if (!row.property) return;
  const [first] = await tx
    .select({ id: crmProperties.id })
    .from(crmProperties)
    .where(eq(crmProperties.contactId, contactId))
    .orderBy(asc(crmProperties.createdAt), asc(crmProperties.id))
    .limit(1);
  if (first) await tx.update(crmProperties).set(row.property).where(eq(crmProperties.id, first.id));
  else await tx.insert(crmProperties).values({ ownerId, contactId, ...row.property, createdAt: now });
}

async function writeImport(
  ctx: SignedInContext,
  tx: DbOrTx,
  ownerId: string,
  prepared: PreparedImport,
  input: ImportInput,
): Promise<{ result: ImportResult; dealIds: string[] }> {
  const now = ctx.now();
  const stage = input.pipelineId ? await firstStage(tx, ownerId, input.pipelineId) : null;
  const duplicateOf = new Map(prepared.duplicates.map((d) => [d.row, d]));
  /** The contact each written row ended in, for later rows that repeat it. */
  const contactOfRow = new Map<number, string>();
  /** Contacts (and their property) this import creates, inserted after the loop in batches. */
  const created = new Map<
    string,
    { contact: typeof crmContacts.$inferInsert; property?: typeof crmProperties.$inferInsert }
  >();
  const dealRows: { row: ImportRow; contactId: string }[] = [];
  let updated = 0;
  let skipped = 0;
  for (const row of prepared.valid) {
    const duplicate = duplicateOf.get(row.row);
    if (duplicate && input.duplicates === 'skip') {
      skipped++;
      continue;
    }
    const target =
      duplicate && input.duplicates === 'update'
        ? (duplicate.contactId ?? contactOfRow.get(duplicate.matchedRow ?? -1))
        : undefined;
    const pending = target ? created.get(target) : undefined;
    if (target && pending) {
      // It repeats a row this import creates: merge into what will be inserted.
      Object.assign(pending.contact, row.contact);
      if (row.property)
        pending.property = pending.property
          ? { ...pending.property, ...row.property }
          : { id: randomUUID(), ownerId, contactId: target, ...row.property, createdAt: now };
    } else if (target) {
      await updateContact(tx, ownerId, target, row, now);
    }
    if (target) {
      contactOfRow.set(row.row, target);
      dealRows.push({ row, contactId: target });
      updated++;
      continue;
    }
    const contactId = randomUUID();
    created.set(contactId, {
      contact: {
        id: contactId,
        ownerId,
        ...row.contact,
        source: 'import',
        createdBy: ctx.user.id,
        createdAt: now,
        updatedAt: now,
      },
      property: row.property
        ? { id: randomUUID(), ownerId, contactId, ...row.property, createdAt: now }
        : undefined,
    });
    contactOfRow.set(row.row, contactId);
    dealRows.push({ row, contactId });
  }
  const contacts = [...created.values()];
  await insertInBatches(contacts, (batch) => tx.insert(crmContacts).values(batch.map((c) => c.contact)));
  const properties = contacts.flatMap((c) => (c.property ? [c.property] : []));
  await insertInBatches(properties, (batch) => tx.insert(crmProperties).values(batch));

  const dealIds: string[] = [];
  if (stage) {
    const propertyOf = await firstPropertyOf(tx, [...new Set(dealRows.map((d) => d.contactId))]);
    const deals = dealRows.map(({ row, contactId }) => {
      const id = randomUUID();
      dealIds.push(id);
      return {
        row: row.row,
        deal: {
          id,
          ownerId,
          pipelineId: input.pipelineId!,
          stageId: stage.id,
          contactId,
          propertyId: propertyOf.get(contactId) ?? null,
          title: row.deal.title ?? row.contact.name,
          valueCents: row.deal.valueCents ?? 0,
          status: stage.kind,
          stageEnteredAt: now,
          lastActivityAt: now,
          closedAt: stage.kind === 'open' ? null : now,
          createdAt: now,
          updatedAt: now,
        },
      };
    });
    await insertInBatches(deals, (batch) => tx.insert(crmDeals).values(batch.map((d) => d.deal)));
    await insertInBatches(deals, (batch) =>
      tx.insert(crmDealStageChanges).values(
        batch.map((d) => ({
          dealId: d.deal.id,
          fromStageId: null,
          toStageId: stage.id,
          byUserId: ctx.user.id,
          at: now,
        })),
      ),
    );
    await insertInBatches(deals, (batch) =>
      tx.insert(crmActivities).values(
        batch.map((d) => ({
          ownerId,
          dealId: d.deal.id,
          contactId: d.deal.contactId,
          kind: 'import',
          body: `Imported from a CSV file (row ${d.row}).`,
          data: { row: d.row },
          byUserId: ctx.user.id,
          at: now,
        })),
      ),
    );
  }
  return {
    result: {
      created: created.size,
      updated,
      skipped,
      invalid: prepared.invalid.length,
      deals: dealIds.length,
    },
    dealIds,
  };
}

/** Each contact's first property (the deal's property), once the import's rows are written. */
async function firstPropertyOf(tx: DbOrTx, contactIds: string[]): Promise<Map<string, string>> {
  const first = new Map<string, string>();
  for (let i = 0; i < contactIds.length; i += INSERT_BATCH) {
    const rows = await tx
      .select({ id: crmProperties.id, contactId: crmProperties.contactId })
      .from(crmProperties)
      .where(inArray(crmProperties.contactId, contactIds.slice(i, i + INSERT_BATCH)))
      .orderBy(asc(crmProperties.createdAt), asc(crmProperties.id));
    for (const r of rows) if (!first.has(r.contactId)) first.set(r.contactId, r.id);
  }
  return first;
}

export async function runCrmImport(
  ctx: SignedInContext,
  access: CrmAccess,
  input: ImportInput,
): Promise<ImportResult> {
  access.require('import.run');
  const { result, dealIds } = await ctx.db.transaction(async (tx) =>
    writeImport(ctx, tx, access.ownerId, await prepareImport(tx, access.ownerId, input), input),
  );
  const at = ctx.now().toISOString();
  for (const dealId of dealIds)
    await emitCrmEvent(ctx, 'deal.created', { ownerId: access.ownerId, dealId, source: 'import', at });
  return result;
}

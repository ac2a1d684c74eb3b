/** Each person's named deal filters in a workspace: their own to list, save (unique by name) and remove. */
import { type CrmDealFilter, crmDealFilterSchema } from '@common/schemas/solar-crm';
import { and, asc, eq } from 'drizzle-orm';
import { pgError, UNIQUE_VIOLATION } from '../../../db/errors';
import { crmSavedFilters } from '../../../db/schema/solar-crm';
import { Conflict, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { CRM_MESSAGES } from './errors';

type SavedFilter = { id: string; name: string; filter: CrmDealFilter };

const mine = (access: CrmAccess) =>
  and(eq(crmSavedFilters.ownerId, access.ownerId), eq(crmSavedFilters.userId, access.userId));

export async function listSavedFilters(ctx: ServiceContext, access: CrmAccess): Promise<SavedFilter[]> {
  access.require('records.read');
  const rows = await ctx.db
    .select()
    .from(crmSavedFilters)
    .where(mine(access))
    .orderBy(asc(crmSavedFilters.name));
  // A stored filter of an older shape is dropped from the list rather than failing it.
  return rows.flatMap((r) => {
    const filter = crmDealFilterSchema.safeParse(r.filter);
    return filter.success ? [{ id: r.id, name: r.name, filter: filter.data }] : [];
  });
}

export async function saveFilter(
  ctx: ServiceContext,
  access: CrmAccess,
  input: { name: string; filter: CrmDealFilter },
): Promise<SavedFilter> {
  access.require('records.read');
  try {
    const [row] = await ctx.db
      .insert(crmSavedFilters)
      .values({
        ownerId: access.ownerId,
        userId: access.userId,
        name: input.name,
        filter: input.filter,
        createdAt: ctx.now(),
      })
      .returning({ id: crmSavedFilters.id });
    return { id: row!.id, name: input.name, filter: input.filter };
  } catch (err) {
    if (pgError(err)?.code === UNIQUE_VIOLATION) throw new Conflict(CRM_MESSAGES.filterNameTaken);
    throw err;
  }
}

export async function deleteSavedFilter(
  ctx: ServiceContext,
  access: CrmAccess,
  filterId: string,
): Promise<void> {
  access.require('records.read');
  const [row] = await ctx.db
    .delete(crmSavedFilters)
    .where(and(eq(crmSavedFilters.id, filterId), mine(access)))
    .returning({ id: crmSavedFilters.id });
  if (!row) throw new NotFound(CRM_MESSAGES.filterNotFound);
}

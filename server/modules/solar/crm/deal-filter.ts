/**
 * The deal filter (crmDealFilterSchema: the table's, the board's and a saved filter's) as SQL over the
 * cards' select, and the table's sorts. Dates are whole UTC days; `createdTo` includes its day.
 */
import {
  type CrmDealFilter,
  crmDealFilterSchema,
  type crmDealListQuerySchema,
} from '@common/schemas/solar-crm';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { crmContacts, crmDeals, crmStages } from '../../../db/schema/solar-crm';
import { Invalid } from '../../../lib/errors';
import { CRM_MESSAGES } from './errors';

/** `%`, `_` and `\` match themselves in a search. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter a query string carries as JSON: 400 with the field's message when it is not one. */
export function parseDealFilter(json: string | undefined): CrmDealFilter {
  if (json === undefined || json.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Invalid(CRM_MESSAGES.badFilter);
  }
  const parsed = crmDealFilterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `filter.${issue.path.join('.')}: ` : 'filter: ';
    throw new Invalid(`${where}${issue.message}`, { issues: parsed.error.issues });
  }
  return parsed.data;
}

const idleSince = sql`greatest(${crmDeals.stageEnteredAt}, ${crmDeals.lastActivityAt})`;

/** Rotting: open, in a stage with rot days, idle at least rot days + 1 whole days (rottingDays ≥ 1). */
function rottingSql(now: Date): SQL {
  return sql`(${crmDeals.status} = 'open' and ${crmStages.rotDays} is not null and ${idleSince} <= ${now.toISOString()}::timestamptz - (${crmStages.rotDays} + 1) * interval '1 day')`;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export function dealWhere(ownerId: string, filter: CrmDealFilter, now: Date): SQL {
  const q = filter.q ? likePattern(filter.q) : null;
  return and(
    eq(crmDeals.ownerId, ownerId),
    filter.pipelineId ? eq(crmDeals.pipelineId, filter.pipelineId) : undefined,
    filter.stageIds && filter.stageIds.length > 0 ? inArray(crmDeals.stageId, filter.stageIds) : undefined,
    filter.status ? eq(crmDeals.status, filter.status) : undefined,
    filter.repId ? or(eq(crmDeals.setterId, filter.repId), eq(crmDeals.closerId, filter.repId)) : undefined,
    filter.source ? eq(crmContacts.source, filter.source) : undefined,
    filter.rotting === true ? rottingSql(now) : undefined,
    filter.rotting === false ? sql`not ${rottingSql(now)}` : undefined,
    filter.minValueCents !== undefined ? gte(crmDeals.valueCents, filter.minValueCents) : undefined,
    filter.maxValueCents !== undefined ? lte(crmDeals.valueCents, filter.maxValueCents) : undefined,
    filter.createdFrom ? gte(crmDeals.createdAt, new Date(`${filter.createdFrom}T00:00:00Z`)) : undefined,
    filter.createdTo ? lt(crmDeals.createdAt, nextDay(filter.createdTo)) : undefined,
    q
      ? or(
          ilike(crmDeals.title, q),
          ilike(crmContacts.name, q),
          ilike(crmContacts.email, q),
          ilike(crmContacts.phone, q),
        )
      : undefined,
  )!;
}

type Sort = z.infer<typeof crmDealListQuerySchema>['sort'];

/** The table's order; ties broken by id so pages never repeat or skip a deal. */
export function dealOrder(sort: Sort, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const key: Record<Sort, SQL[]> = {
    created: [by(crmDeals.createdAt)],
    value: [by(crmDeals.valueCents)],
    stage: [by(crmStages.position)],
    // Idle ascending: the least idle first, i.e. the latest activity first.
    idle: [dir === 'asc' ? sql`${idleSince} desc` : sql`${idleSince} asc`],
    title: [by(sql`lower(${crmDeals.title})`)],
  };
  return [...key[sort], by(crmDeals.id)];
}

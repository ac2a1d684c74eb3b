/**
 * The creator's "Selling" page: their listings in every status with figures (installs and sales not
 * refunded, earnings from the ledger, production runs), AIZ earned per day, the payouts (every ledger
 * transfer to them from a sale or a paid run, with its source) and the sales, each refundable or not.
 * Earnings are read from the ledger's transfers, never computed from prices: what the figures say moved.
 */
import type { Payout, Sale, SellingSummary } from '@common/schemas/marketplace-selling';
import { desc, eq, inArray } from 'drizzle-orm';
import { marketplaceInstalls, marketplaceListings } from '../../db/schema/marketplace';
import { formatAiz, type LedgerTransfer, userTransfersOfKinds } from '../../ledger';
import type { SignedInContext } from '../../service-context';
import { usernamesOf } from '../auth';
import { runStatsByWorkflow } from '../workflows';
import { refundableUntil } from './refund-install';

export const SELLING_DAYS = 30;
const DAY_MS = 86_400_000;
/** Enough for any one creator's figures today; the history lists the newest. */
const TRANSFERS_READ = 10_000;
const PAYOUTS_SHOWN = 100;
const SALES_SHOWN = 200;

const listingIdOf = (t: LedgerTransfer) =>
  typeof t.metadata?.listingId === 'string' ? t.metadata.listingId : null;
const isSale = (t: LedgerTransfer) => t.idempotencyKey.startsWith('marketplace-purchase:');
const isRefund = (t: LedgerTransfer) => t.idempotencyKey.startsWith('marketplace-refund:');
/** AIZ as a number for the chart (two decimals are all a chart shows). */
const chartAiz = (base: bigint) => Number(formatAiz(base));

export async function sellingSummary(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
): Promise<SellingSummary> {
  const { db } = ctx;
  const me = ctx.user.id;
  const now = ctx.now();
  const listings = await db
    .select()
    .from(marketplaceListings)
    .where(eq(marketplaceListings.creatorId, me))
    .orderBy(desc(marketplaceListings.createdAt));
  const ids = listings.map((l) => l.id);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const installs = ids.length
    ? await db
        .select()
        .from(marketplaceInstalls)
        .where(inArray(marketplaceInstalls.listingId, ids))
        .orderBy(desc(marketplaceInstalls.createdAt))
    : [];
  const [incoming, refunds] = await Promise.all([
    userTransfersOfKinds(db, me, {
      kinds: ['purchase', 'deployment_run'],
      direction: 'in',
      limit: TRANSFERS_READ,
    }),
    userTransfersOfKinds(db, me, { kinds: ['refund'], direction: 'out', limit: TRANSFERS_READ }),
  ]);
  const since = new Date(now.getTime() - SELLING_DAYS * DAY_MS);
  const runStats = await runStatsByWorkflow(db, {
    ownerId: me,
    from: since,
    to: now,
    workflowIds: [...new Set(listings.map((l) => l.workflowId))],
    scope: 'production',
  });
  const runsOf = new Map(runStats.map((r) => [r.workflowId, r.runs]));

  const earned = new Map<string, bigint>();
  const add = (id: string | null, amount: bigint) => id && earned.set(id, (earned.get(id) ?? 0n) + amount);
  for (const t of incoming.filter(isSale)) add(listingIdOf(t), t.amount);
  for (const t of refunds.filter(isRefund)) add(listingIdOf(t), -t.amount);

  const live = installs.filter((i) => !i.refundedAt);
  const paidSales = (i: (typeof installs)[number]) => BigInt(i.paidBaseUnits) > 0n;
  const countOf = (id: string, only: (i: (typeof installs)[number]) => boolean = () => true) =>
    live.filter((i) => i.listingId === id && only(i)).length;

  // Per day, oldest first: sales and runs earned, less refunds paid back.
  const days = Array.from({ length: SELLING_DAYS }, (_, i) =>
    new Date(since.getTime() + (i + 1) * DAY_MS).toISOString().slice(0, 10),
  );
  const perDay = new Map(days.map((d) => [d, 0n]));
  const onDay = (t: LedgerTransfer, sign: bigint) => {
    const day = t.createdAt.toISOString().slice(0, 10);
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + sign * t.amount);
  };
  for (const t of incoming) onDay(t, 1n);
  for (const t of refunds.filter(isRefund)) onDay(t, -1n);

  const refundedInstalls = new Set(installs.filter((i) => i.refundedAt).map((i) => i.id));
  const payouts: Payout[] = incoming.slice(0, PAYOUTS_SHOWN).map((t) => {
    const listing = byId.get(listingIdOf(t) ?? '');
    const installId = typeof t.metadata?.installId === 'string' ? t.metadata.installId : null;
    return {
      id: t.id,
      at: t.createdAt.toISOString(),
      amount: formatAiz(t.amount),
      source: isSale(t) ? 'sale' : 'run',
      listing: listing ? { slug: listing.slug, title: listing.title } : null,
      memo: t.memo,
      refunded: installId !== null && refundedInstalls.has(installId),
    };
  });

  const soldInstalls = installs.filter((i) => paidSales(i)).slice(0, SALES_SHOWN);
  const buyers = await usernamesOf(
    db,
    soldInstalls.map((i) => i.buyerId),
  );
  const sales: Sale[] = soldInstalls.map((i) => {
    const listing = byId.get(i.listingId)!;
    const until = refundableUntil(i.createdAt);
    return {
      installId: i.id,
      listing: { slug: listing.slug, title: listing.title },
      buyer: { username: buyers.get(i.buyerId) ?? 'unknown' },
      paid: formatAiz(BigInt(i.paidBaseUnits)),
      versionNumber: i.versionNumber,
      at: i.createdAt.toISOString(),
      refundedAt: i.refundedAt?.toISOString() ?? null,
      refundReason: i.refundReason,
      refundableUntil: until.toISOString(),
      refundable: !i.refundedAt && now <= until,
    };
  });

  const rows = listings.map((l) => ({
    id: l.id,
    slug: l.slug,
    title: l.title,
    summary: l.summary,
    readme: l.readme,
    category: l.category,
    tags: l.tags,
    price: formatAiz(BigInt(l.priceBaseUnits)),
    status: l.status,
    hiddenReason: l.hiddenReason,
    workflowId: l.workflowId,
    versionNumber: l.versionNumber,
    installs: countOf(l.id),
    sales: countOf(l.id, paidSales),
    earnings: formatAiz(earned.get(l.id) ?? 0n),
    runs: runsOf.get(l.workflowId) ?? 0,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  }));
  const total = [...earned.values()].reduce((a, b) => a + b, 0n);
  return {
    listings: rows,
    totals: {
      sales: rows.reduce((n, r) => n + r.sales, 0),
      installs: rows.reduce((n, r) => n + r.installs, 0),
      earnings: formatAiz(total),
    },
    earningsByDay: days.map((day) => ({ day, amount: chartAiz(perDay.get(day)!) })),
    days: SELLING_DAYS,
    payouts,
    sales,
  };
}

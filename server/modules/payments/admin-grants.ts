/**
 * Administrators grant AIZ from the treasury (its genesis reserve) to a user, with a reason. The
 * transfer and its record are written in one transaction; the submission's idempotency key makes a
 * retried grant answer the first one instead of paying twice.
 */
import type { AdminGrant, AdminGrantRequest, AdminGrants } from '@common/schemas/payments';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aizAdminGrants } from '../../db/schema/payments';
import {
  ensureUserAccount,
  formatAiz,
  getBalance,
  parseAiz,
  SYSTEM_ACCOUNTS,
  transfer,
  userAccountId,
} from '../../ledger';
import { NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { findUserByEmail, findUserIdByUsername, usernamesOf } from '../auth';

export const ADMIN_GRANTS_SHOWN = 50;

type GrantRow = typeof aizAdminGrants.$inferSelect;

export async function grantFromTreasury(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user' | 'log'>,
  request: AdminGrantRequest,
): Promise<AdminGrant> {
  const { db, user: admin } = ctx;
  const key = `admin-grant:${admin.id}:${request.idempotencyKey}`;
  const earlier = await findGrant(db, key);
  if (earlier) return (await describeGrants(db, [earlier]))[0]!;

  const recipientId = await findRecipient(db, request.recipient);
  const amount = parseAiz(request.aiz);
  const at = ctx.now();
  const row = await db.transaction(async (tx) => {
    await ensureUserAccount(tx, recipientId);
    const { transfer: grant } = await transfer(tx, {
      idempotencyKey: key,
      from: SYSTEM_ACCOUNTS.treasury.id,
      to: userAccountId(recipientId),
      amount,
      kind: 'admin_grant',
      memo: request.reason,
      metadata: { adminId: admin.id },
      at,
    });
    const [inserted] = await tx
      .insert(aizAdminGrants)
      .values({
        idempotencyKey: key,
        adminId: admin.id,
        recipientId,
        amount,
        reason: request.reason,
        transferId: grant.id,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    return inserted ?? (await findGrant(tx, key))!;
  });
  ctx.log.info('admin grant', { adminId: admin.id, recipientId, amount: formatAiz(amount), grantId: row.id });
  return (await describeGrants(db, [row]))[0]!;
}

export async function listAdminGrants(ctx: Pick<SignedInContext, 'db'>): Promise<AdminGrants> {
  const rows = await ctx.db
    .select()
    .from(aizAdminGrants)
    .orderBy(desc(aizAdminGrants.createdAt), desc(aizAdminGrants.id))
    .limit(ADMIN_GRANTS_SHOWN);
  return {
    grants: await describeGrants(ctx.db, rows),
    treasury: formatAiz(await getBalance(ctx.db, SYSTEM_ACCOUNTS.treasury.id)),
  };
}

async function findRecipient(db: DbOrTx, recipient: string): Promise<string> {
  const id = recipient.includes('@')
    ? (await findUserByEmail(db, recipient.toLowerCase()))?.id
    : await findUserIdByUsername(db, recipient.replace(/^@/, ''));
  if (!id) throw new NotFound('No user has that username or e-mail.');
  return id;
}

async function findGrant(db: DbOrTx, key: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(aizAdminGrants).where(eq(aizAdminGrants.idempotencyKey, key)).limit(1);
  return row;
}

async function describeGrants(db: DbOrTx, rows: GrantRow[]): Promise<AdminGrant[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => [r.adminId, r.recipientId]),
  );
  const person = (id: string) => ({ id, username: names.get(id) ?? 'deleted user' });
  return rows.map((r) => ({
    id: r.id,
    recipient: person(r.recipientId),
    admin: person(r.adminId),
    aiz: formatAiz(r.amount),
    reason: r.reason,
    transferId: r.transferId,
    createdAt: r.createdAt.toISOString(),
  }));
}

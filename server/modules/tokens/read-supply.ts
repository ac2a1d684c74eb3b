/** GET /api/tokens/supply: the minted AIZ by holder, from the ledger's own accounts. */
import { SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import type { SupplyHolder, TokenSupply } from '@common/schemas/tokens';
import type { DbOrTx } from '../../db/client';
import {
  formatAiz,
  getLedgerSupply,
  getTokenDistribution,
  SIGNUP_BONUS_POOL_AMOUNT,
  SYSTEM_ACCOUNTS,
} from '../../ledger';

export const CIRCULATING_LABEL = 'Circulating (people’s accounts)';

export async function readTokenSupply(db: DbOrTx, now: Date): Promise<TokenSupply> {
  const [supply, distribution] = await Promise.all([getLedgerSupply(db), getTokenDistribution(db)]);
  const holder = (id: string, label: string, kind: SupplyHolder['kind'], amount: bigint): SupplyHolder => ({
    id,
    label,
    kind,
    amount: formatAiz(amount),
    amountBaseUnits: amount.toString(),
  });
  const holders = [
    ...supply.accounts.map((a) => holder(a.id, a.label, a.kind, a.balance)),
    holder('users', CIRCULATING_LABEL, 'users', supply.users.balance),
  ].sort((a, b) => {
    const diff = BigInt(b.amountBaseUnits) - BigInt(a.amountBaseUnits);
    return diff > 0n ? 1 : diff < 0n ? -1 : a.id.localeCompare(b.id);
  });
  const pool = supply.accounts.find((a) => a.id === SYSTEM_ACCOUNTS.signupBonusPool.id)?.balance ?? 0n;
  return {
    issued: formatAiz(supply.issued),
    issuedBaseUnits: supply.issued.toString(),
    holders,
    circulating: formatAiz(supply.users.balance),
    holdersWithBalance: supply.users.holders,
    signupPool: {
      left: formatAiz(pool),
      total: formatAiz(SIGNUP_BONUS_POOL_AMOUNT),
      granted: distribution.granted,
      limit: SIGNUP_BONUS_USER_LIMIT,
    },
    creatorsEarnings: formatAiz(supply.creatorsEarnings),
    platformFeesCollected: formatAiz(supply.platformFeesCollected),
    at: now.toISOString(),
  };
}

/** Where the minted AIZ is (GET /api/tokens/supply): one stacked bar of every holder, and their figures. */
import type { SupplyHolder, TokenSupply } from '@common/schemas/tokens';
import { useQuery } from '@tanstack/react-query';
import { PieChart } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CardError } from '@/features/dashboard';
import { formatAizAmount } from '@/lib/format';
import { fetchSupply, tokenKeys } from './tokens-api';

const PALETTE = [
  'var(--brand-from)',
  'var(--brand-to)',
  'var(--success)',
  'var(--solar-from)',
  'var(--brand-via)',
  'var(--solar-to)',
  'var(--muted-foreground)',
];

/** A share of the supply in percent, from exact base units, to one decimal ("<0.1" for a sliver). */
export function shareOf(part: string, whole: string): string {
  const total = BigInt(whole);
  if (total === 0n) return '0';
  const tenths = (BigInt(part) * 1000n) / total;
  if (tenths === 0n && BigInt(part) > 0n) return '<0.1';
  return `${tenths / 10n}.${tenths % 10n}`;
}

function HolderRow({ holder, color, issued }: { holder: SupplyHolder; color: string; issued: string }) {
  return (
    <li className="flex items-center gap-3 py-1.5 text-sm">
      <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ background: color }} />
      <span className="min-w-0 flex-1 truncate">{holder.label}</span>
      <span className="font-medium tabular-nums">{formatAizAmount(holder.amount)} AIZ</span>
      <span className="w-14 text-right text-muted-foreground text-xs tabular-nums">
        {shareOf(holder.amountBaseUnits, issued)}%
      </span>
    </li>
  );
}

function SupplyFigures({ supply }: { supply: TokenSupply }) {
  const colored = supply.holders.map((h, i) => ({ holder: h, color: PALETTE[i % PALETTE.length] as string }));
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-muted-foreground text-sm">Issued so far</p>
        <p className="font-semibold text-3xl tabular-nums" data-testid="supply-issued">
          {formatAizAmount(supply.issued)} AIZ
        </p>
      </div>
      <div
        role="img"
        aria-label={`Supply by holder: ${supply.holders.map((h) => `${h.label} ${formatAizAmount(h.amount)} AIZ`).join(', ')}`}
        className="flex h-4 w-full overflow-hidden rounded-full bg-muted"
      >
        {colored.map(({ holder, color }) => (
          <span
            key={holder.id}
            title={`${holder.label}: ${formatAizAmount(holder.amount)} AIZ`}
            style={{
              width: `${shareOf(holder.amountBaseUnits, supply.issuedBaseUnits).replace('<', '')}%`,
              background: color,
            }}
          />
        ))}
      </div>
      <ul aria-label="AIZ supply by holder" className="divide-y divide-border">
        {colored.map(({ holder, color }) => (
          <HolderRow key={holder.id} holder={holder} color={color} issued={supply.issuedBaseUnits} />
        ))}
      </ul>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg border border-border p-3">
          <dt className="text-muted-foreground">Signup pool left</dt>
          <dd className="font-medium tabular-nums">
            {formatAizAmount(supply.signupPool.left)} of {formatAizAmount(supply.signupPool.total)} AIZ
          </dd>
          <dd className="text-muted-foreground text-xs">
            {supply.signupPool.granted} of {supply.signupPool.limit} bonuses granted
          </dd>
        </div>
        <div className="rounded-lg border border-border p-3">
          <dt className="text-muted-foreground">Creators have earned</dt>
          <dd className="font-medium tabular-nums">{formatAizAmount(supply.creatorsEarnings)} AIZ</dd>
          <dd className="text-muted-foreground text-xs">Sales and hosted-agent runs, less refunds</dd>
        </div>
        <div className="rounded-lg border border-border p-3">
          <dt className="text-muted-foreground">Platform fees collected</dt>
          <dd className="font-medium tabular-nums">{formatAizAmount(supply.platformFeesCollected)} AIZ</dd>
          <dd className="text-muted-foreground text-xs">
            {supply.holdersWithBalance} {supply.holdersWithBalance === 1 ? 'person holds' : 'people hold'} AIZ
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function SupplyCard() {
  const supply = useQuery({ queryKey: tokenKeys.supply, queryFn: fetchSupply });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <PieChart className="size-5 text-primary" aria-hidden="true" />
          Supply and distribution
        </CardTitle>
        <CardDescription>
          Read from the ledger’s own accounts: every AIZ minted is in exactly one of these places.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {supply.isPending ? (
          <div role="status" aria-label="Loading the supply" className="flex flex-col gap-3">
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : supply.isError ? (
          <CardError what="The supply" onRetry={() => void supply.refetch()} />
        ) : (
          <SupplyFigures supply={supply.data} />
        )}
      </CardContent>
    </Card>
  );
}

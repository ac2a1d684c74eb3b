/**
 * For administrators: the withdrawal switch (off by default) with the regulatory note beside it, the pause a
 * reconciliation's drift sets and its resume, and the latest reconciliation runs.
 */
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import {
  useBridgeSettings,
  useReconciliations,
  useResumeBridge,
  useRunReconciliation,
  useSetWithdrawals,
} from './api';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: serverMessage(error) ?? 'Try again.',
  });

export function BridgeAdminCard() {
  const settings = useBridgeSettings(true);
  const runs = useReconciliations(true);
  const setWithdrawals = useSetWithdrawals();
  const resume = useResumeBridge();
  const reconcile = useRunReconciliation();
  const s = settings.data;
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby="bridge-admin-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="bridge-admin-heading" className="font-semibold">
          Withdrawals to a chain (administrators)
        </h3>
        {s ? (
          <div className="ms-auto inline-flex items-center gap-2 text-sm">
            <Switch
              id="bridge-withdrawals"
              checked={s.withdrawalsEnabled}
              disabled={setWithdrawals.isPending}
              onCheckedChange={(on) => setWithdrawals.mutate(on, { onError: failed })}
            />
            <label htmlFor="bridge-withdrawals">Allow withdrawals</label>
            <span className="text-muted-foreground">({s.withdrawalsEnabled ? 'on' : 'off'})</span>
          </div>
        ) : null}
      </div>
      {s ? <p className="text-muted-foreground text-sm">{s.regulatoryNote}</p> : null}
      {s?.paused ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <span>
            Paused since {formatDateTime(s.paused.since)}: {s.paused.reason}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={resume.isPending}
            onClick={() => resume.mutate(undefined, { onError: failed })}
          >
            Resume withdrawals
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <h4 className="font-medium text-sm">Reconciliation</h4>
          <Button
            size="sm"
            variant="outline"
            className="ms-auto"
            disabled={reconcile.isPending}
            onClick={() => reconcile.mutate(undefined, { onError: failed })}
          >
            Run now
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">
          Every hour, per chain: the ledger's on-chain AIZ must equal the token's total supply, and pending
          withdrawals the open vouchers. Drift pauses withdrawals.
        </p>
        {runs.data && runs.data.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {runs.data.slice(0, 5).map((r) => (
              <li key={r.id} data-ok={r.ok} className="flex flex-wrap gap-2">
                <span className={r.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}>
                  {r.ok ? 'Balanced' : 'Drift'}
                </span>
                <span className="text-muted-foreground">{formatDateTime(r.ranAt)}</span>
                <span className="text-muted-foreground">
                  chain {r.chainId}: ledger {r.ledgerOnChain ?? '?'} AIZ, supply {r.chainTotalSupply ?? '?'}{' '}
                  AIZ
                </span>
                {r.message ? <span className="text-muted-foreground">{r.message}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No run yet.</p>
        )}
      </div>
    </Card>
  );
}

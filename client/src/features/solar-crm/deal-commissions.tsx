/** A deal's commission rows (rep, milestone or clawback, amount, date) and, for a manager, cancelling the deal. */
import type { CrmDeal } from '@common/schemas/solar-crm';
import { crmCan } from '@common/schemas/solar-crm-roles';
import { crmDealCancelInputSchema } from '@common/schemas/solar-proposals';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { ConsoleError, dollarsOfCents } from '@/features/solar-console';
import { formatDateTime } from '@/lib/format';
import { useCancelDeal, useDealCommissions } from './crm-sales-api';
import { CrmError, CrmLoading } from './crm-states';
import { useCrmWorkspace } from './crm-workspace';

function CancelDealDialog({
  deal,
  open,
  onOpenChange,
}: {
  deal: CrmDeal;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const cancel = useCancelDeal(deal.id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmDealCancelInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Give a reason.');
      return;
    }
    setProblem(null);
    cancel.mutate(parsed.data.reason, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this deal?"
      description={`${deal.title} becomes lost, its project takes no more milestones, and every commission paid on it is clawed back from the reps.`}
      onSubmit={submit}
      submitLabel="Cancel the deal"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      submitVariant="destructive"
    >
      <div className="grid gap-1 text-sm">
        <label htmlFor={`cancel-reason-${deal.id}`}>Reason</label>
        <Textarea
          id={`cancel-reason-${deal.id}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {cancel.isError ? <ConsoleError error={cancel.error} what="cancel the deal" /> : null}
    </FormDialog>
  );
}

export function DealCommissions({ deal }: { deal: CrmDeal }) {
  const { role } = useCrmWorkspace();
  const commissions = useDealCommissions(deal.id);
  const [cancelling, setCancelling] = useState(false);
  if (commissions.isError) {
    return (
      <CrmError error={commissions.error} what="The commissions" onRetry={() => void commissions.refetch()} />
    );
  }
  if (!commissions.data) return <CrmLoading label="Loading the commissions" />;
  const { commissions: rows, totals, scope } = commissions.data;
  return (
    <div className="grid gap-4">
      {scope === 'own' ? (
        <p className="text-muted-foreground text-xs">Your own commissions on this deal.</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">No commissions recorded on this deal.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground text-xs">
              <th className="py-1 font-medium">Rep</th>
              <th className="py-1 font-medium">Kind</th>
              <th className="py-1 text-right font-medium">Amount</th>
              <th className="py-1 text-right font-medium">Date</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-t">
                <td className="py-1.5">{c.userName ?? 'A removed member'}</td>
                <td className="py-1.5">{c.kind}</td>
                <td className="py-1.5 text-right tabular-nums">{dollarsOfCents(c.amountCents)}</td>
                <td className="py-1.5 text-right text-muted-foreground">{formatDateTime(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t font-medium">
              <td className="py-1.5" colSpan={2}>
                Net
              </td>
              <td className="py-1.5 text-right tabular-nums" data-testid="commission-net">
                {dollarsOfCents(totals.netCents)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
      {crmCan(role, 'commissions.record') ? (
        <div>
          <Button variant="destructive" onClick={() => setCancelling(true)}>
            Cancel deal
          </Button>
          <CancelDealDialog deal={deal} open={cancelling} onOpenChange={setCancelling} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The Selling page's two histories: the sales (each refundable within the window, with a confirmation that
 * says what moves) and the payouts (every ledger transfer to the creator from a sale or a paid run).
 */
import { MARKETPLACE_REFUND_WINDOW_DAYS, type Payout, type Sale } from '@common/schemas/marketplace-selling';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api';
import { formatAizAmount, formatDate, formatDateTime } from '@/lib/format';
import { useRefundSale } from './selling-api';

function RefundDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const refund = useRefundSale();
  const [reason, setReason] = useState('');
  const confirm = () => {
    if (!sale || refund.isPending) return;
    refund.mutate(
      { installId: sale.installId, reason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          onClose();
          setReason('');
          toast({
            title: 'Refunded',
            description: `${formatAizAmount(result.refunded)} AIZ went back to ${sale.buyer.username}.`,
          });
        },
      },
    );
  };
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Refund this sale?</DialogTitle>
          <DialogDescription>
            {sale
              ? `${sale.buyer.username} gets back the ${formatAizAmount(sale.paid)} AIZ they paid for “${sale.listing.title}”: your share from your balance, and the platform's fee from the platform. They keep the copy; it no longer counts as a sale.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <FormField label="Reason (optional)">
          {(control) => (
            <Input {...control} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
        {refund.error ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(refund.error) ?? 'The refund did not work. Try again.'}
            {refund.error instanceof ApiError && refund.error.code === 'insufficient_funds' ? (
              <>
                {' '}
                <Link to="/tokens" className="underline">
                  Your AIZ
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={refund.isPending} onClick={confirm}>
            {refund.isPending ? 'Refunding…' : 'Refund'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function SalesList({ sales }: { sales: Sale[] }) {
  const [refunding, setRefunding] = useState<Sale | null>(null);
  return (
    <section aria-labelledby="sales-heading" className="flex flex-col gap-3">
      <h2 id="sales-heading" className="font-semibold text-xl">
        Sales
      </h2>
      <p className="text-muted-foreground text-sm">
        You or an admin may refund a sale for {MARKETPLACE_REFUND_WINDOW_DAYS} days after it.
      </p>
      {sales.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          No sales yet. When someone buys one of your priced listings, it shows here.
        </p>
      ) : (
        <ul aria-label="Sales" className="flex flex-col divide-y rounded-lg border">
          {sales.map((sale) => (
            <li
              key={sale.installId}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <Link to={`/marketplace/${sale.listing.slug}`} className="font-medium hover:underline">
                  {sale.listing.title}
                </Link>
                <p className="text-muted-foreground text-xs">
                  {sale.buyer.username} · {formatDateTime(sale.at)}
                  {sale.versionNumber ? ` · version ${sale.versionNumber}` : ''}
                </p>
              </div>
              <span className="font-medium tabular-nums">{formatAizAmount(sale.paid)} AIZ</span>
              {sale.refundedAt ? (
                <Badge variant="secondary" title={sale.refundReason ?? undefined}>
                  Refunded {formatDate(sale.refundedAt)}
                </Badge>
              ) : sale.refundable ? (
                <Button size="sm" variant="outline" onClick={() => setRefunding(sale)}>
                  Refund
                </Button>
              ) : (
                <span className="text-muted-foreground text-xs">Refund window closed</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <RefundDialog sale={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}

export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  return (
    <section aria-labelledby="payouts-heading" className="flex flex-col gap-3">
      <h2 id="payouts-heading" className="font-semibold text-xl">
        Payouts
      </h2>
      <p className="text-muted-foreground text-sm">
        Every AIZ transfer to you from a sale (after the platform's 5% fee) or a paid run of your deployments.
      </p>
      {payouts.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          No payouts yet.
        </p>
      ) : (
        <ul aria-label="Payouts" className="flex flex-col divide-y rounded-lg border">
          {payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {p.source === 'sale' ? 'Sale' : 'Paid run'}
                  {p.listing ? (
                    <>
                      {' of '}
                      <Link to={`/marketplace/${p.listing.slug}`} className="hover:underline">
                        {p.listing.title}
                      </Link>
                    </>
                  ) : p.memo ? (
                    <span className="font-normal text-muted-foreground"> · {p.memo}</span>
                  ) : null}
                </p>
                <p className="text-muted-foreground text-xs">{formatDateTime(p.at)}</p>
              </div>
              {p.refunded ? <Badge variant="secondary">Refunded</Badge> : null}
              <span className="font-medium text-success tabular-nums">+{formatAizAmount(p.amount)} AIZ</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

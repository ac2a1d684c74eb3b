/**
 * The AIZ packs on sale with their prices, and a Buy button each that opens Stripe Checkout. Without
 * Stripe keys on the server it says payments are not configured and offers no button. Signed out, Buy
 * opens the sign-in dialog first.
 */
import type { AizPack } from '@common/schemas/payments';
import { CreditCard, Package } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatPrice } from './format-price';
import { leaveFor } from './leave-for';
import { useCheckout, usePaymentPacks } from './payments-api';

export const NOT_CONFIGURED_TITLE = 'Payments are not configured';

const aizText = (pack: AizPack) => `${pack.aiz.toLocaleString('en-US')} AIZ`;

function PackCard({
  pack,
  onBuy,
  buying,
  busy,
}: {
  pack: AizPack;
  onBuy?: () => void;
  buying: boolean;
  busy: boolean;
}) {
  const price = formatPrice(pack.price, pack.currency);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      aria-label={`${pack.name} pack`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-muted-foreground text-sm">{pack.name}</span>
        <Package className="size-4 text-primary" aria-hidden="true" />
      </div>
      <p className="font-semibold text-2xl tabular-nums tracking-tight">{aizText(pack)}</p>
      <p className="text-muted-foreground text-sm tabular-nums">{price}</p>
      {onBuy ? (
        <Button
          className="mt-auto"
          onClick={onBuy}
          disabled={busy}
          aria-label={`Buy ${aizText(pack)} for ${price}`}
        >
          {buying ? <Spinner className="size-4" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
          {buying ? 'Opening checkout…' : `Buy for ${price}`}
        </Button>
      ) : null}
    </li>
  );
}

export function BuyAizSection({ className }: { className?: string }) {
  const packs = usePaymentPacks();
  const checkout = useCheckout();
  const { user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const configured = packs.data?.configured === true;

  const buy = (pack: AizPack) => {
    if (!user) {
      openAuthDialog({ onSuccess: () => checkout.mutate(pack.id, { onSuccess: go, onError: failed }) });
      return;
    }
    checkout.mutate(pack.id, { onSuccess: go, onError: failed });
  };
  const go = ({ url }: { url: string }) => leaveFor(url);
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'The payment page could not be opened',
      description: serverMessage(error) ?? 'Nothing was charged. Try again in a moment.',
    });

  return (
    <Card className={className} aria-labelledby="buy-aiz-title">
      <CardHeader>
        <CardTitle id="buy-aiz-title" className="flex items-center gap-2 text-lg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          Buy AIZ
        </CardTitle>
        <CardDescription>
          Pay by card on Stripe's secure checkout page. The AIZ are added to your balance as soon as Stripe
          confirms the payment.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {packs.isPending ? (
          <div className="grid gap-3 sm:grid-cols-3" role="status" aria-label="Loading the packs">
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
          </div>
        ) : packs.isError ? (
          <p className="text-destructive text-sm">The packs could not be loaded. Try again in a moment.</p>
        ) : (
          <>
            {!configured ? (
              <div className="rounded-lg border border-border border-dashed p-4" role="note">
                <p className="font-medium">{NOT_CONFIGURED_TITLE}</p>
                <p className="mt-1 text-muted-foreground text-sm">
                  This server has no Stripe keys, so AIZ cannot be bought by card here and nothing can be
                  charged. An administrator can grant AIZ from the treasury instead.
                </p>
              </div>
            ) : null}
            <ul
              aria-label="AIZ packs"
              className={cn('grid gap-3 sm:grid-cols-3', !configured && 'opacity-70')}
            >
              {packs.data.packs.map((pack) => (
                <PackCard
                  key={pack.id}
                  pack={pack}
                  onBuy={configured ? () => buy(pack) : undefined}
                  buying={checkout.isPending && checkout.variables === pack.id}
                  busy={checkout.isPending || checkout.isSuccess}
                />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

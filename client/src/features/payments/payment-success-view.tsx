/**
 * /payment-success?session_id=…: where Stripe sends the buyer back. It shows what this purchase credited,
 * read from the server (the ledger's credit, never assumed from the redirect): while Stripe's webhook has
 * not come, it waits and asks again; after a minute it stops and says the AIZ will appear when it does.
 */
import type { Purchase } from '@common/schemas/payments';
import { CheckCircle2, Clock, Receipt, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api';
import { formatAizAmount, formatDateTime } from '@/lib/format';
import { formatPrice } from './format-price';
import { usePurchase } from './payments-api';

export const WAITING_TEXT = 'Waiting for Stripe to confirm your payment…';
export const GAVE_UP_TEXT =
  'Stripe has not confirmed the payment yet. Your AIZ will appear in your balance as soon as it does; you can leave this page.';

function Outcome({
  icon,
  title,
  children,
  tone = 'default',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'default' | 'success';
}) {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        <span
          className={
            tone === 'success'
              ? 'flex size-12 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-600 dark:text-emerald-400'
              : 'flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary'
          }
        >
          {icon}
        </span>
        <h2 className="mt-2 font-semibold text-xl leading-tight tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 text-center">{children}</CardContent>
    </Card>
  );
}

function Links() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button asChild>
        <Link to="/tokens">See your AIZ</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
    </div>
  );
}

function PurchaseReceipt({ purchase }: { purchase: Purchase }) {
  return (
    <dl className="grid w-full grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-muted/50 p-3 text-left text-sm">
      <dt className="text-muted-foreground">Pack</dt>
      <dd>{purchase.packName}</dd>
      <dt className="text-muted-foreground">Paid</dt>
      <dd className="tabular-nums">{formatPrice(purchase.price, purchase.currency)}</dd>
      {purchase.creditedAt ? (
        <>
          <dt className="text-muted-foreground">Credited</dt>
          <dd>
            <time dateTime={purchase.creditedAt}>{formatDateTime(purchase.creditedAt)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function PurchaseOutcome({ sessionId }: { sessionId: string }) {
  const purchase = usePurchase(sessionId);
  if (purchase.isPending) {
    return (
      <Skeleton className="mx-auto h-48 w-full max-w-xl rounded-xl" role="status" aria-label="Loading" />
    );
  }
  if (purchase.isError) {
    const missing = purchase.error instanceof ApiError && [400, 404].includes(purchase.error.status);
    return (
      <Outcome
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={missing ? 'No such purchase' : 'Something went wrong'}
      >
        <p className="text-muted-foreground">
          {missing
            ? 'None of your purchases has this reference. If you paid, the AIZ go to the account that opened the checkout.'
            : 'Your purchase could not be loaded. If you paid, the AIZ still arrive; try again in a moment.'}
        </p>
        <Links />
      </Outcome>
    );
  }
  const data = purchase.data;
  if (data.status === 'credited') {
    return (
      <Outcome
        tone="success"
        icon={<CheckCircle2 className="size-6" aria-hidden="true" />}
        title={`${formatAizAmount(data.aiz)} AIZ added to your balance`}
      >
        <p className="text-muted-foreground">
          Thank you. Stripe confirmed the payment and the AIZ are yours to use.
        </p>
        <PurchaseReceipt purchase={data} />
        <Links />
      </Outcome>
    );
  }
  if (data.status === 'expired') {
    return (
      <Outcome icon={<Receipt className="size-6" aria-hidden="true" />} title="This checkout expired">
        <p className="text-muted-foreground">It ended without a payment, so nothing was charged.</p>
        <Links />
      </Outcome>
    );
  }
  return (
    <Outcome
      icon={
        purchase.gaveUp ? (
          <Clock className="size-6" aria-hidden="true" />
        ) : (
          <Spinner className="size-6" aria-hidden="true" />
        )
      }
      title={`${formatAizAmount(data.aiz)} AIZ on the way`}
    >
      <p className="text-muted-foreground" role="status">
        {purchase.gaveUp ? GAVE_UP_TEXT : WAITING_TEXT}
      </p>
      <PurchaseReceipt purchase={data} />
      {purchase.gaveUp ? <Links /> : null}
    </Outcome>
  );
}

export function PaymentSuccessView() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Your AIZ purchase, as the ledger records it." />
      {isLoading ? (
        <Skeleton className="mx-auto h-48 w-full max-w-xl rounded-xl" />
      ) : !user ? (
        <SignInPrompt
          icon={Receipt}
          title="Sign in to see your purchase"
          description="Sign in with the account that opened the checkout: the AIZ are credited to it."
        />
      ) : !sessionId ? (
        <Outcome icon={<Receipt className="size-6" aria-hidden="true" />} title="No purchase to show">
          <p className="text-muted-foreground">
            This page confirms a card payment after Stripe's checkout. Buy AIZ from the packs to get here.
          </p>
          <Links />
        </Outcome>
      ) : (
        <PurchaseOutcome sessionId={sessionId} />
      )}
    </AccountScreen>
  );
}

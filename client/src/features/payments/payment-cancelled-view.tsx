/** /payment-cancelled: Stripe sends the buyer here from "back" on its checkout page. Nothing was charged. */
import { ArrowLeft, CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { BuyAizSection } from './buy-aiz-section';

export function PaymentCancelledView() {
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="You left the checkout before paying."
        actions={
          <Button asChild variant="outline">
            <Link to="/tokens">
              <ArrowLeft aria-hidden="true" />
              Back to AIZ
            </Link>
          </Button>
        }
      />
      <Card>
        <CardHeader className="flex-row items-center gap-3 space-y-0">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <CircleSlash className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold text-lg leading-tight">Nothing was charged</h2>
            <CardDescription>
              No payment was taken and no AIZ were added. You can try again below.
            </CardDescription>
          </div>
        </CardHeader>
      </Card>
      <section aria-labelledby="try-again" className="flex flex-col gap-3">
        <h2 id="try-again" className="font-semibold text-xl tracking-tight">
          Try again
        </h2>
        <BuyAizSection />
      </section>
    </AccountScreen>
  );
}
